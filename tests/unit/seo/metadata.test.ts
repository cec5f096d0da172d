import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site-config';
import { catalogues } from '../../helpers/catalogues';

const { en, ar } = catalogues;

describe('page titles', () => {
  const metadata = (locale: Locale, title: string) => pageMetadata({ locale, path: '/hseq', title, description: 'd' });

  it('name the company through the language’s own template (Metadata.titleTemplate)', async () => {
    const english = await metadata('en', 'HSEQ');
    expect(en.Metadata.titleTemplate).toBe('{title} | {company}');
    expect(english.title).toEqual({ absolute: `HSEQ | ${siteConfig.name}` });
    expect(english.openGraph?.title).toBe(`HSEQ | ${siteConfig.name}`);
  });

  it('isolate the Latin company name on an Arabic page, in <title>, og:title and twitter:title', async () => {
    const title = 'الصحة والسلامة';
    const expected = ar.Metadata.titleTemplate.replace('{title}', title).replace('{company}', siteConfig.name);
    expect(expected).toBe(`${title} | \u2068${siteConfig.name}\u2069`);
    const arabic = await metadata('ar', title);
    expect(arabic.title).toEqual({ absolute: expected });
    expect(arabic.openGraph?.title).toBe(expected);
    expect(arabic.twitter?.title).toBe(expected);
  });

  it('leave the home page’s own title alone', async () => {
    expect((await pageMetadata({ locale: 'ar', path: '/', title: 'home', description: 'd', absoluteTitle: true })).title).toEqual({
      absolute: 'home'
    });
  });
});
