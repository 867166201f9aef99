/**
 * Tells whether a visitor already reported this today, without keeping who they are: the adapter keeps
 * only a salted hash, in memory, under a salt that changes every day and is never stored.
 */
export interface RepeatFilter {
  /** True the first time `parts` are seen on `day`; false for a repeat. */
  firstToday(day: string, parts: readonly string[]): boolean;
}
