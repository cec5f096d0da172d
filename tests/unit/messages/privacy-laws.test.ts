import { describe, expect, it } from 'vitest';
import { prefixedLocales } from '@/lib/i18n/locales';
import { flatCatalogues, literalText } from '../../helpers/icu';

/**
 * The laws the privacy notice may name (docs/privacy.md), as each language writes them.
 * A sentence that names a law in one language names it in all four.
 */
const laws: Record<string, Record<'en' | (typeof prefixedLocales)[number], RegExp>> = {
  'UK GDPR': { en: /UK GDPR/, ru: /UK GDPR/, az: /UK GDPR/, ar: /UK GDPR|اللائحة العامة لحماية البيانات/u },
  'Data Protection Act 2018': {
    en: /Data Protection Act 2018/,
    ru: /Data Protection Act 2018|Закон о защите данных 2018/u,
    az: /Data Protection Act 2018|Məlumatların Mühafizəsi Aktı/u,
    ar: /قانون حماية البيانات لعام 2018/u
  },
  "Azerbaijan's legislation on personal data": {
    en: /Azerbaijan[^,;.]*(Law|legislation)/,
    ru: /Азербайджан[^,;.]*(Закон|законодательств)/u,
    az: /Azərbaycan[^,;.]*(Qanun|qanunvericili)/u,
    ar: /أذربيجان[^،؛.]*(قانون|تشريع)/u
  },
  "Kazakhstan's Law on Personal Data and Their Protection": {
    en: /Law on Personal Data and Their Protection/,
    ru: /«О персональных данных и их защите»/u,
    az: /«Fərdi məlumatlar və onların mühafizəsi haqqında»/u,
    ar: /قانون البيانات الشخصية وحمايتها/u
  },
  "Qatar's Law No. 13 of 2016": {
    en: /Law No\.\s13\sof\s2016/u,
    ru: /Закон №\s13\sот\s2016/u,
    az: /2016-cı\sil\s13\snömrəli\sQanun/u,
    ar: /(رقم|القانون)\s13\sلسنة\s2016/u
  }
};

const privacyKeys = Object.keys(flatCatalogues.en).filter((key) => key.startsWith('Privacy.'));
const named = (l: keyof (typeof laws)[string], key: string) =>
  Object.keys(laws).filter((law) => laws[law]![l].test(literalText(flatCatalogues[l][key]!)));

describe('the privacy notice names the same laws in every language', () => {
  it('every law is found in the English notice, so no pattern checks nothing', () => {
    expect(Object.keys(laws).filter((law) => !privacyKeys.some((key) => named('en', key).includes(law)))).toEqual([]);
  });

  for (const l of prefixedLocales) {
    it(`${l}: each sentence names the laws its English names, and no other`, () => {
      const differ = privacyKeys
        .filter((key) => named(l, key).join() !== named('en', key).join())
        .map((key) => `${key}: en [${named('en', key).join(', ')}], ${l} [${named(l, key).join(', ')}]`);
      expect(differ).toEqual([]);
    });
  }
});
