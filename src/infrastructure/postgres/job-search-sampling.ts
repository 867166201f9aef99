import type { JobFacetField } from '../../domain/search/job-facets';

/** A fraction of the jobs: those whose id hashes to 0 in the low `shift` bits (1 in 2^shift). */
export interface SampleLevel {
  readonly shift: number;
}

/** All jobs, then the samples of migrations 0011 and 0013 (1 in 8, 64, 512), each nested in the one before. */
export const SAMPLE_LEVELS: readonly SampleLevel[] = [{ shift: 0 }, { shift: 3 }, { shift: 6 }, { shift: 9 }];

/**
 * The jobs of a sample level, spelled exactly as the predicates of its partial indexes (migration 0013),
 * so the planner uses them. A seeded hash: nothing else derives anything from it.
 */
export const sampledBy = (shift: number, jobId = 's.job_id'): string | null =>
  shift === 0 ? null : `(hashint8extended(${jobId}, 1) & ${(1 << shift) - 1}) = 0`;

/**
 * A set of jobs to count: those matching every facet group of the request except `without`'s (null:
 * all of them — the set of the total and the page), and the facets whose counts come from it.
 */
export interface CountedSet {
  readonly without: JobFacetField | null;
  readonly fields: readonly JobFacetField[];
}

/**
 * The sets one search counts: the matching jobs for every facet not narrowed, and per narrowed facet
 * the jobs matching every other group (a multi-select facet keeps offering its other values). The
 * first set is always the matching jobs, even with no facet to count (total and page).
 */
export function countPlan(narrowed: readonly JobFacetField[], requested: readonly JobFacetField[]): CountedSet[] {
  const isNarrowed = new Set(narrowed);
  return [
    { without: null, fields: requested.filter((field) => !isNarrowed.has(field)) },
    ...[...isNarrowed].filter((field) => requested.includes(field)).map((field) => ({ without: field, fields: [field] })),
  ];
}
