import { genderForms } from './gender-forms';

/*
 * What a visitor typed into the search box, as clauses the index matches: every clause must hold; a
 * clause holds when any of its forms matches (a word and its other gender's form, "a or b", a corrected
 * typo), a `not` clause when none does. Syntax as web search engines read it (and PostgreSQL's
 * websearch_to_tsquery): words, "quoted phrases", -word to leave out, "or" between two alternatives.
 *
 * Job titles' gender markers — "(m/w/d)", "m/w/d", "(w/m/d)", "(m/f/d)", "(H/F)" — say nothing about
 * the job and are dropped; so is anything without a letter or digit ("-", "!", "…"): a text of nothing
 * else is no search text at all (every job), not a search that finds none.
 */

export interface SearchClause {
  /** Forms as typed (the index folds case, accents and umlaut spellings itself); a phrase in quotes. */
  readonly any: readonly string[];
  readonly not: boolean;
  /** A single word (not a phrase): typos may be corrected. */
  readonly word: boolean;
}

const GENDER = '(?:[mwdfhx]|div)';
const GENDER_MARKER = new RegExp(
  `\\(\\s*${GENDER}(?:\\s*/\\s*${GENDER}){1,3}\\s*\\)|(?<![\\p{L}\\p{N}])${GENDER}(?:\\s*/\\s*${GENDER}){1,3}(?![\\p{L}\\p{N}])`,
  'giu',
);
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu;

/** Whether the text has anything to search for. */
export const hasSearchWords = (keys: string): boolean => searchClausesOf(keys).length > 0;

export function searchClausesOf(keys: string): SearchClause[] {
  const clauses: SearchClause[] = [];
  let orNext = false;
  for (const m of keys.replace(GENDER_MARKER, ' ').matchAll(TOKEN)) {
    const [, minus, phrase, bare] = m;
    let clause: SearchClause | null = null;
    if (phrase !== undefined) {
      const words = phrase.split(/\s+/).filter((w) => WORD_CHARACTER.test(w));
      if (words.length > 0) clause = { any: [`"${words.join(' ')}"`], not: minus === '-', word: false };
    } else {
      const negated = bare!.length > 1 && bare!.startsWith('-');
      const word = (negated ? bare!.slice(1) : bare!).replace(EDGE_PUNCTUATION, '');
      if (!WORD_CHARACTER.test(word)) continue;
      if (!negated && word.toLowerCase() === 'or' && clauses.length > 0) {
        orNext = true;
        continue;
      }
      clause = { any: genderForms(word), not: negated, word: true };
    }
    if (!clause) continue;
    const last = clauses.at(-1);
    if (orNext && last && !last.not && !clause.not) {
      clauses[clauses.length - 1] = { any: [...last.any, ...clause.any], not: false, word: last.word && clause.word };
    } else {
      clauses.push(clause);
    }
    orNext = false;
  }
  return clauses;
}
