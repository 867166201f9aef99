/**
 * The resume samples of migration 0106: the resumes whose id hashes to 0 in the low `shift` bits (1 in
 * 2^shift), each level nested in the one before, densest first.
 */
export const RESUME_SAMPLE_SHIFTS = [3, 5, 7, 9] as const;

const SPARSEST = RESUME_SAMPLE_SHIFTS[RESUME_SAMPLE_SHIFTS.length - 1]!;

/**
 * The sample's condition, spelled exactly as the partial indexes' predicates so the planner uses them:
 * with words as the sample's text index has it (migration 0131), so the planner reads the sample's word
 * matches from it instead of testing the words on every row of the sample's newest-first index; without
 * words as that index has it. Both spellings hold for the same rows (the masked hash is never negative).
 */
export const sampledBy = (shift: number, id = 'i.user_id', withWords = false): string =>
  `(hashint8extended(${id}, 1) & ${(1 << shift) - 1}) ${withWords ? '< 1' : '= 0'}`;

/**
 * The densest level whose share of the matches is expected to stay within `limit` rows, judged by how
 * many matches the sparsest sample holds (each of its rows stands for 2^(sparsest − shift) rows of a
 * denser level); the sparsest when none is.
 */
export function sampleShiftFor(matchesInSparsest: number, limit: number): number {
  return RESUME_SAMPLE_SHIFTS.find((shift) => matchesInSparsest * 2 ** (SPARSEST - shift) <= limit) ?? SPARSEST;
}

export const SPARSEST_SHIFT = SPARSEST;
