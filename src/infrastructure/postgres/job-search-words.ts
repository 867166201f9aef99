import type pg from 'pg';
import { searchClausesOf, type SearchClause } from '../../domain/search/search-text';
import { isOneTypoAway, TYPO_MIN_LENGTH } from '../../domain/search/typo';

/*
 * A search text → the clauses `job_search_query(jsonb)` (migration 0015) reads: the domain's clauses
 * (gender forms, "or", phrases, negation), each typed word of TYPO_MIN_LENGTH letters or more that no
 * title, compound part or heading has (nor its other gender's form) joined by the known words one typo
 * away. The known words are found by trigrams in `job_search_vocabulary` and kept only when one edit
 * away (domain rule): trigrams alone let in words that merely look alike.
 *
 * That lookup is a round trip (~1 ms); a word's answer is kept for a minute per process (new titles
 * bring new words: a minute late at worst), so that the words people search most cost nothing.
 */

export type IndexedClauses = readonly SearchClause[];

const KEEP_MS = 60_000;
const MAX_KEPT = 10_000;

export class SearchWords {
  private readonly kept = new Map<string, { readonly at: number; readonly corrections: readonly string[] | null }>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number = Date.now,
  ) {}

  async clausesOf(keys: string): Promise<IndexedClauses> {
    const clauses = searchClausesOf(keys);
    const typed = [
      ...new Set(clauses.filter((c) => c.word && !c.not).flatMap((c) => c.any.filter((form) => [...form].length >= TYPO_MIN_LENGTH))),
    ];
    const corrections = await this.corrections(typed);
    return clauses.map((c) => {
      if (!c.word || c.not) return c;
      // A form of a known word needs no correction (its other gender's form may just not be in a title).
      const known = c.any.some((form) => corrections.get(form) === null);
      const more = known ? [] : c.any.flatMap((form) => corrections.get(form) ?? []);
      return more.length > 0 ? { ...c, any: [...new Set([...c.any, ...more])] } : c;
    });
  }

  /** Per word: null when the vocabulary has it, else the known words one typo away. */
  private async corrections(words: readonly string[]): Promise<Map<string, readonly string[] | null>> {
    const now = this.now();
    const answer = new Map<string, readonly string[] | null>();
    const ask: string[] = [];
    for (const word of words) {
      const kept = this.kept.get(word);
      if (kept && now - kept.at < KEEP_MS) answer.set(word, kept.corrections);
      else ask.push(word);
    }
    if (ask.length === 0) return answer;
    const { rows } = await this.pool.query<{ typed: string; folded: string; known: boolean; similar: string[] }>(
      `select q.typed, job_search_fold(q.typed) as folded,
              exists (select 1 from job_search_vocabulary k where k.word = job_search_fold(q.typed)) as known,
              array(select job_search_similar_words(q.typed)) as similar
         from unnest($1::text[]) q(typed)`,
      [ask],
    );
    if (this.kept.size + rows.length > MAX_KEPT) this.kept.clear();
    for (const r of rows) {
      const corrections = r.known ? null : r.similar.filter((w) => w !== r.folded && isOneTypoAway(r.folded, w));
      this.kept.set(r.typed, { at: now, corrections });
      answer.set(r.typed, corrections);
    }
    return answer;
  }
}
