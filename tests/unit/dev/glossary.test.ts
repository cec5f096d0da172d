import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glossaryMarkdown } from '@/scripts/dev/glossary/markdown';
import { glossary } from '@/scripts/dev/glossary/terms';
import type { GlossaryLanguage } from '@/scripts/dev/glossary/types';
import { prefixedLocales } from '@/lib/i18n/locales';
import { flatCatalogues, literalText } from '../../helpers/icu';

const languages = prefixedLocales as GlossaryLanguage[];
const english = flatCatalogues.en;

/** A message's words without the bidi isolates and Arabic short-vowel marks, so patterns see plain letters. */
const words = (message: string) => literalText(message).replace(/[\u2068\u2069\u064B-\u0652]/g, '');

describe('glossary', () => {
  it('docs/glossary.md is generated from the data (run `npm run glossary`)', () => {
    expect(fs.readFileSync(path.join(process.cwd(), 'docs/glossary.md'), 'utf8')).toBe(glossaryMarkdown());
  });

  it('has one entry per English term, a rendering in every language and patterns that find it', () => {
    expect(new Set(glossary.map((t) => t.en)).size).toBe(glossary.length);
    for (const term of glossary) {
      for (const l of languages) {
        expect(term[l].text.trim(), `${term.en} ${l}`).not.toBe('');
        // The pattern must find the chosen rendering itself, or it checks nothing.
        if (term[l].match && term.match) expect(term[l].text, `${term.en} ${l}`).toMatch(term[l].match!);
        for (const banned of term[l].banned ?? []) expect(term[l].text, `${term.en} ${l}`).not.toMatch(banned);
      }
    }
  });

  it('bans the wrong term and lets the right one through, where readers found a pattern too wide or too narrow', () => {
    // [term, language, wrong, right]
    const cases: [string, GlossaryLanguage, string, string][] = [
      ['survey (the job: GPR, site, utility survey)', 'az', 'Enerji və tədqiqat obyektləri', 'elmi-tədqiqat müəssisələri'],
      ['psi (pounds per square inch)', 'ar', 'حتى 30 psi', 'حتى 30 رطل لكل بوصة مربعة (psi) في المنشآت العلوية (topsides)'],
      ['set-out', 'az', 'natura köçürmə işləri', 'naturaya köçürmə işləri'],
      ['hand-held scanner', 'az', 'Əl skanlaması', 'Əl skanerləri'],
      ['mobilisation', 'ar', 'سجلات تجهيز المعدات وتعبئتها', 'عمليات تعبئة الفرق إلى المواقع البحرية'],
      ['the (Scottish) Highlands', 'ru', 'Шотландские горы', 'Шотландское высокогорье'],
      ['near miss', 'ru', 'потенциально опасный случай', 'потенциально опасное происшествие'],
      ['pressure-test chart', 'ar', 'مخططات اختبارات الضغط', 'الرسوم البيانية لاختبارات الضغط في الصيانة المخططة'],
      ['controller (of personal data)', 'ru', 'собственник и оператор', 'оператор персональных данных']
    ];
    for (const [en, l, wrong, right] of cases) {
      const rendering = glossary.find((t) => t.en === en)![l];
      const rejects = (text: string) =>
        (rendering.banned ?? []).some((b) => b.test(text)) || (rendering.match ? !rendering.match.test(text) : false);
      expect(rejects(wrong), `${en} ${l}: ${wrong}`).toBe(true);
      expect(rejects(right), `${en} ${l}: ${right}`).toBe(false);
    }
  });

  it('checks the terms that drifted from page to page: found in every language, with variants banned in each', () => {
    const drifted = [
      'fabrication workshop',
      'fabrication yard',
      'HSEQ (health, safety, environment and quality)',
      'occupational health and safety (ISO 45001)',
      'modification (of a plant)',
      'isometric drawing',
      'front-end engineering design',
      'blowout preventer (BOP)',
      'ground-penetrating radar (GPR)',
      'mobilisation',
      'personal data',
      'hydro-test bay',
      'dimensional control'
    ];
    for (const en of [...drifted, 'geometry (of a part or structure)']) {
      const term = glossary.find((t) => t.en === en);
      expect(term?.match, en).toBeInstanceOf(RegExp);
      for (const l of languages) {
        expect(term![l].match, `${en} ${l}`).toBeInstanceOf(RegExp);
        if (drifted.includes(en)) expect(term![l].banned?.length, `${en} ${l}`).toBeGreaterThan(0);
      }
    }
  });

  for (const l of languages) {
    const flat = flatCatalogues[l];

    it(`${l}: no banned variant anywhere`, () => {
      const found = glossary.flatMap((term) =>
        (term[l].banned ?? []).flatMap((banned) =>
          Object.entries(flat)
            .filter(([key, message]) => !term.except?.includes(key) && banned.test(words(message)))
            .map(([key, message]) => `${term.en}: ${key}: ${words(message).match(banned)![0]}`)
        )
      );
      expect(found).toEqual([]);
    });

    it(`${l}: the chosen term wherever the English uses it`, () => {
      const missing = glossary.flatMap((term) => {
        if (!term.match || !term[l].match) return [];
        return Object.keys(english)
          .filter((key) => !term.except?.includes(key) && term.match!.test(words(english[key]!)))
          .filter((key) => !term[l].match!.test(words(flat[key]!)))
          .map((key) => `${term.en} → ${term[l].text}: ${key}`);
      });
      expect(missing).toEqual([]);
    });
  }
});
