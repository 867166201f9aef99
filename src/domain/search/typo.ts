/*
 * One typo: a letter wrong, missing, added, or two neighbours swapped (Damerau's four edits). Words
 * shorter than TYPO_MIN_LENGTH letters are taken as typed: one edit turns "Koch" into "Loch".
 */

export const TYPO_MIN_LENGTH = 5;

/** Whether `typed` is `known` with at most one typo (both already folded the same way). */
export function isOneTypoAway(typed: string, known: string): boolean {
  if (typed === known) return true;
  if ([...typed].length < TYPO_MIN_LENGTH) return false;
  const a = [...typed];
  const b = [...known];
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const tail = (x: string[], from: number) => x.slice(from).join('');
  if (a.length === b.length) {
    // One substitution, or a swap of the two letters at i.
    if (tail(a, i + 1) === tail(b, i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && tail(a, i + 2) === tail(b, i + 2);
  }
  // One letter more in the longer word, at i.
  return a.length > b.length ? tail(a, i + 1) === tail(b, i) : tail(a, i) === tail(b, i + 1);
}
