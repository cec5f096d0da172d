import { describe, expect, it } from 'vitest';
import { excerpt, foldQuery, foldWord, foldedVariants, wordMatches } from '@/lib/search/normalise';

describe('search folding', () => {
  it('folds Azerbaijani letters to what a keyboard without them types', () => {
    expect(foldQuery('Ölçmə xidmətləri')).toBe('olcme xidmetleri');
    expect(foldWord('Qazıma')).toBe('qazima');
    expect(foldWord('şirkət')).toBe(foldWord('sirket'));
    expect(foldWord('Dağüstü')).toBe('dagustu');
    expect(foldWord('İstanbul')).toBe('istanbul');
  });

  it('folds Russian ё to е but keeps й', () => {
    expect(foldWord('Учёт')).toBe('учет');
    expect(foldWord('измерений')).toBe('измерений');
  });

  it('folds Arabic diacritics, alef/hamza, ta marbuta and alef maqsura', () => {
    expect(foldWord('المَسْحُ')).toBe('المسح');
    expect(foldWord('أعمال')).toBe(foldWord('اعمال'));
    expect(foldWord('إدارة')).toBe('اداره');
    expect(foldWord('آبار')).toBe('ابار');
    expect(foldWord('مستشفى')).toBe(foldWord('مستشفي'));
    expect(foldWord('الهندسـة')).toBe(foldWord('الهندسه'));
    expect(foldWord('مسؤول')).toBe('مسوول');
  });

  it('maps British and American spellings to one form', () => {
    for (const [british, american] of [
      ['metre', 'meter'],
      ['metres', 'meters'],
      ['centre', 'center'],
      ['modelling', 'modeling'],
      ['travelled', 'traveled'],
      ['colour', 'color'],
      ['organisation', 'organization'],
      ['organised', 'organized'],
      ['analyse', 'analyze'],
      ['catalogue', 'catalog']
    ]) {
      expect(foldWord(british!), british).toBe(foldWord(american!));
    }
  });

  it('leaves short and ordinary words alone', () => {
    for (const word of ['four', 'your', 'hour', 'more', 'there', 'fire', 'model', 'install', 'atyrau', 'gpr', '2024']) {
      expect(foldWord(word)).toBe(word);
    }
  });

  it('lists only the folded forms that differ from the text, once each', () => {
    expect(foldedVariants('Ölçmə və ölçmə, GPR survey')).toEqual(['olcme', 've']);
    expect(foldedVariants('Laser scanning in Atyrau')).toEqual([]);
    expect(foldedVariants('3D modelling to the millimetre')).toEqual(['modeling', 'millimeter']);
  });
});

describe('excerpt marks', () => {
  it('matches typed prefixes and other grammatical forms', () => {
    expect(wordMatches('измерений', foldQuery('измерения'))).toBe(true);
    expect(wordMatches('Atyrau', foldQuery('atyr'))).toBe(true);
    expect(wordMatches('ölçmələr', foldQuery('olcme'))).toBe(true);
    expect(wordMatches('والمسح', foldQuery('المَسح'))).toBe(true);
    expect(wordMatches('office', foldQuery('atyrau'))).toBe(false);
    expect(wordMatches('scan', foldQuery('scanning'))).toBe(true);
    expect(wordMatches('scale', foldQuery('scanning'))).toBe(false);
  });

  it('cuts the text around the first match and marks the matched words', () => {
    const text = `${'Lorem '.repeat(30)}Our office in Atyrau serves the Kazakh sector of the Caspian. ${'More '.repeat(30)}`;
    const parts = excerpt(text, 'atyrau');
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['Atyrau']);
    expect(parts[0]!.text.startsWith('… ')).toBe(true);
    expect(parts.at(-1)!.text.endsWith(' …')).toBe(true);
    expect(parts.map((p) => p.text).join('')).toContain('Our office in Atyrau serves');
  });

  it('starts at the beginning when nothing matches, and keeps the text as text', () => {
    const parts = excerpt('<b>Tags</b> stay text & so do entities', 'zzz');
    expect(parts).toEqual([{ text: '<b>Tags</b> stay text & so do entities', mark: false }]);
  });
});
