import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { sectorIds, type SectorId } from '@/content/sectors';
import { loadMessages } from '@/lib/i18n/messages';
import { messageFormats } from '@/lib/i18n/numbers';
import { copyValues, siteConfig } from '@/lib/site-config';
import { catalogueLocales, flatCatalogues, literalText, type CatalogueLocale } from '../../helpers/icu';

/**
 * The text search results show under a page's title: the site's description, each page's,
 * each service's and each news year's summary (the description of its page).
 */
const metaKey = /^(Metadata\.siteDescription|Pages\.\w+\.description|ServicePages\.\w+\.metaDescription|NewsYear\.summaries\.\d{4})$/;
const keys = Object.keys(flatCatalogues.en).filter((key) => metaKey.test(key));

/** Sentence ends: Latin and Arabic full stops, question and exclamation marks. */
const sentences = (text: string) => text.split(/(?<=[.!?؟])\s+/u).filter((s) => s.trim());

describe('meta descriptions', () => {
  it('finds every page kind (site, pages, services, news years)', () => {
    for (const prefix of ['Metadata.', 'Pages.', 'ServicePages.', 'NewsYear.'])
      expect(
        keys.some((k) => k.startsWith(prefix)),
        prefix
      ).toBe(true);
  });

  for (const l of catalogueLocales) {
    it(`${l}: one or two sentences of 70 to 160 characters, as rendered`, async () => {
      const t = createTranslator({ locale: l, messages: await loadMessages(l), formats: messageFormats }) as unknown as (
        key: string,
        values: object
      ) => string;
      const wrong = keys.flatMap((key) => {
        const text = t(key, { ...copyValues, year: siteConfig.foundingYear }).replace(/[\u2068\u2069]/g, '');
        const length = [...text].length;
        const count = sentences(text).length;
        return length < 70 || length > 160 || count > 2 ? [`${key}: ${length} characters, ${count} sentences: ${text}`] : [];
      });
      expect(wrong).toEqual([]);
    });
  }

  /**
   * The snippets that sell the client base name all six sectors: a search result that says
   * "energy" instead of renewables and nuclear reads as oil and gas. Each sector as the
   * catalogues write it, in any inflected form.
   */
  const sectorWords: Record<CatalogueLocale, Record<SectorId, RegExp>> = {
    en: {
      oilGas: /oil and gas/i,
      petrochemical: /petrochemical/i,
      pharmaceutical: /pharmaceutical/i,
      marine: /marine/i,
      renewable: /renewable/i,
      nuclear: /nuclear/i
    },
    ru: {
      oilGas: /нефтегаз/iu,
      petrochemical: /нефтехими/iu,
      pharmaceutical: /фармацевт/iu,
      marine: /морск/iu,
      renewable: /возобновляем/iu,
      nuclear: /атомн/iu
    },
    az: {
      oilGas: /neft-qaz/iu,
      petrochemical: /neft-kimya/iu,
      pharmaceutical: /əczaçılıq/iu,
      marine: /dəniz/iu,
      renewable: /bərpa olunan/iu,
      nuclear: /nüvə/iu
    },
    ar: {
      oilGas: /النفط والغاز/u,
      petrochemical: /البتروكيماويات/u,
      pharmaceutical: /الدوائية/u,
      marine: /البحري/u,
      renewable: /المتجددة/u,
      nuclear: /النووية/u
    }
  };

  for (const l of catalogueLocales)
    it(`${l}: the site's and the Clients page's descriptions name every sector`, () => {
      expect(Object.keys(sectorWords[l]).sort()).toEqual([...sectorIds].sort());
      const missing = ['Metadata.siteDescription', 'Pages.clients.description'].flatMap((key) => {
        const text = literalText(flatCatalogues[l][key]!);
        return sectorIds.filter((id) => !sectorWords[l][id].test(text)).map((id) => `${key}: ${id}`);
      });
      expect(missing).toEqual([]);
    });
});
