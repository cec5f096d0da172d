/** docs/glossary.md, the human view of scripts/dev/glossary/terms.ts: its introduction, its table and its rules. */
import { defaultLocale, localeTable } from '../../../lib/i18n/locales';
import { glossary, type Rendering } from './terms';
import type { GlossaryLanguage } from './types';

/** Fixed text of the human view around the table. */
const intro = `# Glossary for translators

<!-- Generated from scripts/dev/glossary/ by \`npm run glossary\`: edit the data there, not this file. -->

Technical vocabulary of the site, with the term used in each language. Use these
terms everywhere so the same thing has the same name on every page; the variants
shown as (not: …) must not appear (tests/unit/dev/glossary.test.ts checks both).
Acronyms in the section after the table stay in Latin letters in every language.
`;

const outro = `## Kept as written

ePCS, VRS, GPR, BOP, FEED, FPSO, ROV, GNSS, CAD, psi, 3D/2D. Russian writes
«ПВО» for BOP in running text, and its own «ГНСС» and «ТНПА» for GNSS and ROV (the
table holds both); Arabic may add the Latin acronym in brackets the first time (as in
«(FEED)»), and adds the industry's English name in brackets after its own term once per
page for jacket, topsides, spool, jumper, hub, ram, annular, redlines and OEM, the names Gulf
engineers know them by. Azerbaijani writes SƏTƏM, not HSEQ. ePCS is always named: a description
such as "our project control system" goes with the name, never instead of it.

## Form of address

Russian «вы», lower case. Azerbaijani buttons and instructions take the polite
imperative (Göndərin, Bağlayın, Ana səhifəyə qayıdın). Arabic speaks to one reader:
«أرسل»، «لديك», never the plural «لديكم»، «راسلوا».

## Arabic: Latin words and numbers (bidi)

Every run of Latin letters inside Arabic text (acronyms, product names, file types,
\`{company}\`) is wrapped in the Unicode isolates U+2068 FIRST STRONG ISOLATE and
U+2069 POP DIRECTIONAL ISOLATE, so that it keeps its own direction and cannot pull
the neighbouring punctuation or number to the wrong side. The conjunction «و» is
written apart before a Latin word: «و ⁨VRS⁩», never «وVRS». Numbers in Latin digits
need no isolate: the bidi algorithm keeps them left to right.

## Numbers and units

- Numbers in counters, figures and sentences come from data and are formatted by
  \`Intl.NumberFormat\` (ICU \`{n, number}\` or \`#\` in a plural) with Latin digits in
  every language (en 185,000; ru 185 000; az 185.000; ar 185,000). Never type a
  grouped number into a message.
- A message that counts something uses ICU \`plural\` with the language's CLDR
  categories: ru one/few/many/other, ar zero/one/two/few/many/other, en one/other;
  Azerbaijani nouns stay singular after a numeral, so \`other\` alone is enough.
- Keep a no-break space (U+00A0, or the narrow U+202F) between a number or a number
  placeholder and its unit (m, mm, m², km, MB, psi, %): \`7 m\`, \`±2 mm\`,
  \`{max, number} MB\`. A percent sign may also follow the number directly.
- Company figures (clients, professionals, surveyors, administration, regional offices,
  countries) are never typed: use \`{clients}\` and the other names of \`copyValues\` in
  lib/site-config.ts, with a plural where the noun changes.
- Write \`#\` and \`{n, number}\` as usual: the catalogues are loaded with each of them
  pinned to Latin digits (lib/i18n/pin-numbers.ts).
- Units: m/м/m/م, mm/мм/mm/مم, m²/м²/m²/م².
- Russian uses «» quotes and a spaced em dash; English a straight apostrophe; Arabic
  ، ؛ ؟ outside isolated Latin runs. tests/unit/messages/typography.test.ts checks all of
  this section, tests/unit/seo/meta-descriptions.test.ts the 70–160 characters of every
  meta description.
- The company name is never written out: use the \`{company}\` placeholder.
`;

function cell(rendering: Rendering): string {
  const banned = rendering.banned?.length ? ` (not: ${rendering.banned.map((b) => `\`${b.source}\``).join(', ')})` : '';
  return `${rendering.text}${banned}`.replace(/\|/g, '\\|');
}

/** docs/glossary.md, the human view of the data above. */
export function glossaryMarkdown(): string {
  // A column per language of the locale table, English (the source) first.
  const source = localeTable.find((l) => l.code === defaultLocale)!;
  const others = localeTable.filter((l) => l.code !== defaultLocale);
  const languages = others.map((l) => l.code as GlossaryLanguage);
  const header = `| ${[source, ...others].map((l) => l.displayName).join(' | ')} |`;
  const rule = `|${'---|'.repeat(others.length + 1)}`;
  const rows = glossary.map((t) => `| ${[t.en, ...languages.map((l) => cell(t[l]))].join(' | ')} |`);
  return [intro, header, rule, ...rows, '', outro].join('\n');
}
