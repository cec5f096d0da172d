import { describe, expect, it } from 'vitest';
import { breadcrumbs, jsonLdText, newsArticles, organization, service } from '@/lib/seo/structured-data';
import { cardFor } from '@/lib/seo/cards';
import { siteConfig } from '@/lib/site-config';
import { defaultLocale } from '@/lib/i18n/locales';

describe('JSON-LD', () => {
  it('describes the organisation with every office and a contact point per country', () => {
    const org = organization('ru', 'Описание');
    expect(org['@type']).toBe('Organization');
    expect(org.url).toBe(`${siteConfig.url}/ru`);
    expect(org.address).toHaveLength(siteConfig.offices.length);
    expect((org.contactPoint as unknown[]).length).toBe(siteConfig.countries.length);
    expect((org.address as Array<{ addressCountry: string }>).map((a) => a.addressCountry)).toEqual(['AZ', 'GB', 'KZ', 'KZ', 'QA', 'BR']);
  });

  it("builds breadcrumbs with absolute localized URLs, the default locale's without a prefix", () => {
    const list = breadcrumbs(defaultLocale, [
      { name: 'Home', path: '/' },
      { name: 'GPR', path: '/services/gpr' }
    ]);
    const items = list.itemListElement as Array<{ position: number; item: string }>;
    expect(items.map((i) => i.position)).toEqual([1, 2]);
    expect(items[1]!.item).toBe(`${siteConfig.url}/services/gpr`);
    expect(JSON.stringify(list)).not.toContain(`/${defaultLocale}/`);
  });

  it('links services and news articles to the organisation', async () => {
    expect(service('az', '/services/gpr', 'GPR', 'd', 'Survey').provider).toEqual({ '@id': `${siteConfig.url}/#organization` });
    const [article] = await newsArticles('ar', '/news/2016', [{ id: 'n1', headline: 'h', description: 'd', date: '2016-05-12' }]);
    expect(article).toMatchObject({ '@type': 'NewsArticle', datePublished: '2016-05-12', url: `${siteConfig.url}/ar/news/2016#n1` });
  });

  it('gives every news article an absolute image URL: the link-preview card of its year page', async () => {
    const [ar] = await newsArticles('ar', '/news/2016', [{ id: 'n1', headline: 'h', description: 'd', date: '2016-05-12' }]);
    const [en] = await newsArticles('en', '/news/2016', [{ id: 'n1', headline: 'h', description: 'd', date: '2016-05-12' }]);
    expect(ar!.image).toBe(`${siteConfig.url}${(await cardFor('ar', '/news/2016')).url}`);
    expect(en!.image).toBe(`${siteConfig.url}${(await cardFor('en', '/news/2016')).url}`);
    expect(() => new URL(String(ar!.image))).not.toThrow();
  });

  it('cannot be broken out of: no </script>, valid JSON that round-trips', () => {
    const hostile = '</script><script>alert(1)</script> & \u2028';
    const text = jsonLdText(breadcrumbs('en', [{ name: hostile, path: '/' }]));
    expect(text).not.toMatch(/<|>/);
    expect(text).not.toContain('\u2028');
    const parsed = JSON.parse(text) as { itemListElement: Array<{ name: string }> };
    expect(parsed.itemListElement[0]!.name).toBe(hostile);
  });
});
