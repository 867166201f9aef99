import type pg from 'pg';
import { searchClausesOf, type SearchClause } from '../../domain/search/search-text';
import { isOneTypoAway, TYPO_MIN_LENGTH } from '../../domain/search/typo';

/*
 * A search text → the clauses `job_search_query(jsonb)` (migration 0015) reads: the domain's clauses
 * (gender forms, "or", phrases, negation), each word of TYPO_MIN_LENGTH letters or more that no title,
 * compound part or heading has joined by the known words one typo away. The known words are found by
 * trigrams in `job_search_vocabulary` (one small index lookup per search) and kept only when one edit
 * away (domain rule): trigrams alone let in words that merely look alike.
 */

export type IndexedClauses = readonly SearchClause[];

export async function indexedClausesOf(pool: pg.Pool, keys: string): Promise<IndexedClauses> {
  const clauses = searchClausesOf(keys);
  const typed = [
    ...new Set(clauses.filter((c) => c.word && !c.not).flatMap((c) => c.any.filter((form) => [...form].length >= TYPO_MIN_LENGTH))),
  ];
  if (typed.length === 0) return clauses;
  const { rows } = await pool.query<{ typed: string; folded: string; known: string }>(
    `select q.typed, job_search_fold(q.typed) as folded, v.known
       from unnest($1::text[]) q(typed), job_search_similar_words(q.typed) v(known)
      where not exists (select 1 from job_search_vocabulary k where k.word = job_search_fold(q.typed))`,
    [typed],
  );
  const corrections = new Map<string, string[]>();
  for (const r of rows) {
    if (r.known !== r.folded && isOneTypoAway(r.folded, r.known)) corrections.set(r.typed, [...(corrections.get(r.typed) ?? []), r.known]);
  }
  if (corrections.size === 0) return clauses;
  return clauses.map((c) =>
    c.word && !c.not ? { ...c, any: [...new Set([...c.any, ...c.any.flatMap((form) => corrections.get(form) ?? [])])] } : c,
  );
}
