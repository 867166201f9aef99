import type { Vocabulary } from '../../job/taxonomy';
import { wordsOf } from './cv-text';

/*
 * Matching what a CV says to the taxonomies' terms, in any of their languages. A term matches a text
 * when each word of one of its labels begins a word of the text, or shares most of its start with one:
 * "Softwareentwicklerin" is "Softwareentwicklung", "Software developer" is "Software development",
 * "Pflegefachkraft" is "Pflege". Degrees also go by the words CVs use for them (Abitur, B.Sc., Licence).
 */

export interface MatchableTerm {
  readonly id: string;
  readonly vocabulary: Vocabulary;
  /** The term's label in every language. */
  readonly labels: readonly string[];
}

const FILLER = new Set(['und', 'and', 'et', 'de', 'du', 'des', 'la', 'le', 'les', 'of', 'the', '&']);

/** Degree words by the German label of the degree level they name. */
const DEGREE_WORDS: Readonly<Record<string, readonly string[]>> = {
  Schulabschluss: [
    'abitur',
    'fachabitur',
    'realschulabschluss',
    'mittlere reife',
    'baccalaureat',
    'bac',
    'a-levels',
    'high school',
    'matura',
  ],
  Berufsausbildung: ['ausbildung', 'apprenticeship', 'cap', 'bep', 'gesellenbrief', 'vocational'],
  Bachelor: ['bachelor', 'b.sc', 'b.a', 'b.eng', 'licence', 'bsc'],
  Master: ['master', 'm.sc', 'm.a', 'm.eng', 'msc', 'diplom', 'mba'],
  Promotion: ['promotion', 'dr', 'phd', 'ph.d', 'doctorat', 'doctorate'],
};

function wordMatches(labelWord: string, textWord: string): boolean {
  if (textWord === labelWord) return true;
  let common = 0;
  while (common < labelWord.length && common < textWord.length && labelWord[common] === textWord[common]) common++;
  return common >= Math.max(4, Math.ceil(labelWord.length * 0.6));
}

function labelMatches(label: string, words: readonly string[]): boolean {
  const labelWords = wordsOf(label).filter((w) => !FILLER.has(w) && w.length >= 3);
  return labelWords.length > 0 && labelWords.every((lw) => words.some((w) => wordMatches(lw, w)));
}

/** The first term of the vocabulary the text names, or null. */
export function matchTerm(text: string, vocabulary: Vocabulary, terms: readonly MatchableTerm[]): string | null {
  const words = wordsOf(text);
  if (words.length === 0) return null;
  for (const term of terms) {
    if (term.vocabulary !== vocabulary) continue;
    if (term.labels.some((label) => labelMatches(label, words))) return term.id;
  }
  return null;
}

/** The degree level a line of an education names, by the level's labels or the usual degree words. */
export function matchDegree(text: string, terms: readonly MatchableTerm[]): string | null {
  const byLabel = matchTerm(text, 'degreeLevel', terms);
  if (byLabel) return byLabel;
  const words = wordsOf(text);
  const joined = ` ${words.join(' ')} `;
  for (const term of terms) {
    if (term.vocabulary !== 'degreeLevel') continue;
    const synonyms = term.labels.flatMap((l) => DEGREE_WORDS[l] ?? []);
    if (synonyms.some((s) => joined.includes(` ${s} `))) return term.id;
  }
  return null;
}
