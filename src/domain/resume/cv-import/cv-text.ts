/** Text helpers of the CV import: comparisons ignore case, accents and German umlaut spellings. */

/** Lower case without accents (ä → a, é → e, ß → ss), for comparing words. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

/** The words of a text, folded (letters and digits; `C++`, `C#` and `.NET` keep their marks). */
export function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}+#.]+/u)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w.length > 0);
}

/** One line: runs of white space as one space, no bullet in front. */
export function cleanLine(line: string): string {
  return line
    .replace(/\s+/g, ' ')
    .replace(/^[\s•●▪◦·*–—-]+(?=\S)/u, '')
    .trim();
}

/** Bullet lines describe an entry; they never name its title, employer or school. */
export const isBullet = (raw: string): boolean => /^\s*[•●▪◦·*–—-]\s/u.test(raw);
