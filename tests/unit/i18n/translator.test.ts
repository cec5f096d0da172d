import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/i18n/numbers';
import { translator } from '@/lib/i18n/translator';
import { allRoutes } from '@/lib/routes';
import { atomFeed } from '@/lib/seo/atom-feed';
import { cardText } from '@/lib/seo/cards';
import { copyValues } from '@/lib/site-config';
import { arabicIndic, withArabicIndicDefault } from '../../helpers/arabic-indic';

describe('the translator of cards, feeds and mails', () => {
  it('reads the pages’ catalogue: merged over English, its numbers in Latin digits', async () => {
    const t = await translator('ar');
    expect(t('Home.figures.lead', copyValues)).toContain(formatCount('ar', copyValues.professionals));
    expect((await translator('ar', 'Navigation'))('home')).toBe(t('Navigation.home'));
  });

  it('shows an Arabic card’s figure in Latin digits even where the locale data says Arabic-Indic', async () => {
    const clients = allRoutes().find((r) => r.path === '/clients')!;
    const { subtitle } = await withArabicIndicDefault(() => cardText('ar', clients));
    expect(subtitle).toContain(formatCount('ar', copyValues.clients));
    expect(subtitle).not.toMatch(arabicIndic);
  });

  it('shows the Arabic feed’s figures in Latin digits even where the locale data says Arabic-Indic', async () => {
    const xml = await withArabicIndicDefault(() => atomFeed('ar'));
    expect(xml).toContain(formatCount('ar', copyValues.qatarScans));
    expect(xml).not.toMatch(arabicIndic);
  });

  it('would show Arabic-Indic digits there without the pinned formats (the two tests above mean something)', async () => {
    const unpinned = async () => {
      const t = createTranslator({ locale: 'ar', messages: { m: '{n, number}' } }) as unknown as (k: string, v: object) => string;
      return t('m', { n: copyValues.qatarScans });
    };
    expect(await withArabicIndicDefault(unpinned)).toMatch(arabicIndic);
  });
});
