/**
 * A value the schema types as a plain String, as one of the board's own literals; null when the board
 * does not know it (a newer platform may answer values this board was not built for).
 */
export function knownValue<T extends string>(known: readonly T[], value: string | null | undefined): T | null {
  return known.find((k) => k === value) ?? null;
}
