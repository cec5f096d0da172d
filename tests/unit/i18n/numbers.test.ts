import { describe, expect, it } from 'vitest';
import { formatCount } from '@/lib/i18n/numbers';
import { siteConfig } from '@/lib/site-config';
import { locales } from '@/lib/i18n/locales';

describe('formatCount', () => {
  it('groups digits the way each locale writes them, always with Latin digits', () => {
    expect(formatCount('en', 185000)).toBe('185,000');
    expect(formatCount('ru', 185000)).toBe('185\u00a0000');
    expect(formatCount('az', 185000)).toBe('185.000');
    expect(formatCount('ar', 185000)).toBe('185,000');
  });

  it('never emits Arabic-Indic digits, even where the locale default would', () => {
    for (const locale of [...locales, 'ar-EG', 'ar-SA']) {
      expect(formatCount(locale, 1234567)).toMatch(/^[0-9][0-9.,\u00a0\u202f ]*$/);
    }
  });

  it('rounds to whole numbers', () => {
    expect(formatCount('en', 1249.6)).toBe('1,250');
    expect(formatCount('en', 0.4)).toBe('0');
  });

  it('formats every configured counter to a non-empty string in every locale', () => {
    for (const locale of locales) {
      for (const value of Object.values(siteConfig.counters)) {
        expect(formatCount(locale, value).replace(/\D/g, '')).toBe(String(value));
      }
    }
  });
});
