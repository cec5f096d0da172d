import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/lib/i18n/messages';
import { messageFormats } from '@/lib/i18n/numbers';
import { copyValues, siteConfig } from '@/lib/site-config';
import { catalogueLocales, flatCatalogues } from '../../helpers/icu';

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
});
