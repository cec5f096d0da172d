import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import { locales } from '@/lib/i18n/locales';
import { services } from '@/lib/routes';
import { copyValues } from '@/lib/site-config';
import { serviceMeta } from '@/content/services';
import { serviceListNames, serviceLists } from '@/content/service-lists';
import en from '@/messages/en.json';
import { catalogues } from '../../helpers/icu';
import { nonLatinLocales } from '../../helpers/locales';
import { englishWordsLeft, notInAzerbaijani } from '../../helpers/translated-wording';

/**
 * The services' copy (the Services and ServicePages namespaces): a page's worth for
 * every service of the route list, and the reviewed namespaces' wording rules.
 */

type Tree = { [key: string]: unknown };
const namespaces = ['Services', 'ServicePages'] as const;

describe.each(namespaces)('catalogue namespace %s', (ns) => {
  it.each(nonLatinLocales)('has no English words left in %s', (locale) => {
    expect(englishWordsLeft(catalogues[locale][ns] as Tree)).toEqual([]);
  });

  it('writes Azerbaijani sentences in the Azerbaijani alphabet, not in English', () => {
    expect(notInAzerbaijani(catalogues.az[ns] as Tree)).toEqual([]);
  });
});

describe('service page content', () => {
  it('exists for every service of the route list, with its lead, lists and metadata', () => {
    for (const locale of locales) {
      const pages = catalogues[locale].ServicePages as Record<string, Tree>;
      const names = catalogues[locale].Services as Record<string, Tree>;
      for (const { id } of services) {
        const page = pages[id]!;
        expect(typeof names[id]!.summary, `${locale} Services.${id}.summary`).toBe('string');
        for (const key of ['metaDescription', 'lead', 'overview', 'methods', 'equipment', 'applications']) {
          expect(typeof page[key], `${locale} ServicePages.${id}.${key}`).toBe('string');
        }
        for (const group of ['includes', 'deliverables', 'assets']) {
          expect(Object.keys(page[group] as Tree).length, `${locale} ServicePages.${id}.${group}`).toBeGreaterThanOrEqual(3);
        }
        if (serviceMeta[id].portal) expect(typeof page.portalLink).toBe('string');
      }
    }
  });

  it.each(locales)(
    'has in %s exactly the list items the pages read (content/service-lists.ts), and a list’s texts only with it',
    (locale) => {
      const pages = catalogues[locale].ServicePages as Record<string, Tree>;
      for (const { id } of services) {
        const page = pages[id]!;
        const lists: Partial<Record<string, readonly string[]>> = serviceLists[id];
        for (const list of serviceListNames) {
          const items = Object.keys((page[list] as Tree | undefined) ?? {});
          expect(items.sort(), `${locale} ServicePages.${id}.${list}`).toEqual([...(lists[list] ?? [])].sort());
        }
        const texts = ['modulesTitle', 'modulesLead', 'toolsTitle', 'portalTitle', 'portalText', 'portalLink'].filter((key) => key in page);
        const expected = [
          ...(lists.modules ? ['modulesTitle', 'modulesLead'] : []),
          ...(lists.tools ? ['toolsTitle'] : []),
          ...(serviceMeta[id].portal ? ['portalTitle', 'portalText', 'portalLink'] : [])
        ];
        expect(texts, `${locale} ServicePages.${id}`).toEqual(expected);
      }
    }
  );

  it('lists every ePCS module and tool of content/service-lists.ts, in its order', () => {
    const epcs = en.ServicePages.epcs;
    expect(Object.keys(epcs.modules)).toEqual([...serviceLists.epcs.modules]);
    expect(Object.keys(epcs.tools)).toEqual([...serviceLists.epcs.tools]);
  });

  it('quotes the spec figures on the services they belong to', () => {
    // Rendered as on the page: some figures come from data (lib/site-config projectFigures).
    const render = (message: string) =>
      (createTranslator({ locale: 'en', messages: { m: message } }) as unknown as (k: string, v: object) => string)('m', copyValues);
    const figures = (id: keyof typeof en.ServicePages) =>
      Object.values((en.ServicePages[id] as { figures?: Record<string, { value: string }> }).figures ?? {}).map((f) =>
        render(f.value).replace(/\u00a0/g, ' ')
      );
    expect(figures('gpr')).toContain('7 m');
    expect(figures('laserScanning')).toEqual(expect.arrayContaining(['150+ m', '±2 mm', '11,000']));
    expect(figures('handheldScanning')).toContain('50,000');
    expect(figures('engineering')).toContain('5+ years');
    expect(figures('recertification')).toEqual(expect.arrayContaining(['30,000 psi', '2,000 m²']));
  });
});
