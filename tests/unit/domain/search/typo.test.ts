import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOneTypoAway, TYPO_MIN_LENGTH } from '../../../../src/domain/search/typo';

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöüß'), minLength: TYPO_MIN_LENGTH, maxLength: 16 });
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöüß');

describe('isOneTypoAway', () => {
  it('takes one wrong, missing, added or swapped letter', () => {
    expect(isOneTypoAway('ingenier', 'ingenieur')).toBe(true);
    expect(isOneTypoAway('pflegre', 'pfleger')).toBe(true);
    expect(isOneTypoAway('erzieherr', 'erzieher')).toBe(true);
    expect(isOneTypoAway('elektronkier', 'elektroniker')).toBe(true);
    expect(isOneTypoAway('maurer', 'maurer')).toBe(true);
  });

  it('rejects two typos and short words', () => {
    expect(isOneTypoAway('ingenr', 'ingenieur')).toBe(false);
    expect(isOneTypoAway('pflegerin', 'pfleger')).toBe(false);
    expect(isOneTypoAway('loch', 'koch')).toBe(false);
    expect(isOneTypoAway('abcde', 'badce')).toBe(false);
  });

  it('finds every single edit of a word, in both directions', () => {
    fc.assert(
      fc.property(word, fc.nat(), letter, fc.constantFrom('substitute', 'delete', 'insert', 'swap'), (w, at, c, edit) => {
        const a = [...w];
        const i = at % a.length;
        if (edit === 'substitute') a[i] = c;
        if (edit === 'delete') a.splice(i, 1);
        if (edit === 'insert') a.splice(i, 0, c);
        if (edit === 'swap' && i + 1 < a.length) [a[i], a[i + 1]] = [a[i + 1]!, a[i]!];
        const typed = a.join('');
        fc.pre([...typed].length >= TYPO_MIN_LENGTH);
        expect(isOneTypoAway(typed, w)).toBe(true);
        expect(isOneTypoAway(w, typed)).toBe(true);
      }),
    );
  });

  it('agrees with the edit distance: true exactly when the optimal string alignment distance is at most 1', () => {
    const distance = (x: string, y: string) => {
      const a = [...x];
      const b = [...y];
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    const small = fc.string({ unit: fc.constantFrom(...'abc'), minLength: TYPO_MIN_LENGTH, maxLength: 8 });
    fc.assert(
      fc.property(small, small, (x, y) => {
        expect(isOneTypoAway(x, y)).toBe(distance(x, y) <= 1);
      }),
    );
  });
});
