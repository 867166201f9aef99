import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasSearchWords, searchClausesOf } from '../../../../src/domain/search/search-text';

describe('searchClausesOf', () => {
  it('drops gender markers and punctuation, keeps words with their other gender form', () => {
    expect(searchClausesOf('Erzieherin (m/w/d)')).toEqual([{ any: ['Erzieherin', 'Erzieher'], not: false, word: true }]);
    expect(searchClausesOf('Koch m/w/d')).toEqual([{ any: ['Koch', 'Kochin'], not: false, word: true }]);
    expect(searchClausesOf('Ingénieur (H/F)')).toEqual([{ any: ['Ingénieur', 'Ingénieurin'], not: false, word: true }]);
    expect(searchClausesOf('Pflege, Vollzeit!')).toEqual([
      { any: ['Pflege'], not: false, word: true },
      { any: ['Vollzeit'], not: false, word: true },
    ]);
  });

  it('reads phrases, negation and "or" as a web search does', () => {
    expect(searchClausesOf('"Innere Medizin" -Nachtdienst')).toEqual([
      { any: ['"Innere Medizin"'], not: false, word: false },
      { any: ['Nachtdienst'], not: true, word: true },
    ]);
    expect(searchClausesOf('Pflegefachkraft or Gesundheitswesen')).toEqual([
      { any: ['Pflegefachkraft', 'Gesundheitswesen'], not: false, word: true },
    ]);
    expect(searchClausesOf('CAD/CAM C++ C#')).toEqual([
      { any: ['CAD/CAM'], not: false, word: true },
      { any: ['C++'], not: false, word: true },
      { any: ['C#'], not: false, word: true },
    ]);
  });

  it('a text without letters or digits has no words (a search for every job)', () => {
    for (const keys of ['-', '!', '- !', '…', '""', '(m/w/d)', '--', '*']) expect(hasSearchWords(keys)).toBe(false);
    const noise = fc.string({ unit: fc.constantFrom(...' -!?.,;:()"/*…–') });
    fc.assert(
      fc.property(noise, (keys) => {
        expect(searchClausesOf(keys)).toEqual([]);
      }),
    );
  });

  it('every word typed is in some clause, as the first form of its own clause', () => {
    const wordish = fc.string({ unit: fc.constantFrom(...'abcdefgklnprstuäöüß'), minLength: 3, maxLength: 10 }).filter((w) => w !== 'or');
    fc.assert(
      fc.property(fc.array(wordish, { minLength: 1, maxLength: 6 }), (words) => {
        const clauses = searchClausesOf(words.join(' '));
        expect(clauses.map((c) => c.any[0])).toEqual(words);
        for (const c of clauses) expect(c.not).toBe(false);
      }),
    );
  });
});
