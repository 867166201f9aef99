/*
 * Bad input ("malformed percent-encoding and overlong paths get 400 or 404, never a crash"). The
 * request middleware asks this before any routing, so no route, loader or redirect rule ever sees such a
 * path.
 */

/** Longest path the board serves; none of its URLs come near it. */
export const MAX_PATH_LENGTH = 2048;

export type RequestTargetProblem =
  /** `%E0%A4%A` and friends: `decodeURIComponent` would throw → 400. */
  | 'malformed-encoding'
  /** Longer than {@link MAX_PATH_LENGTH} → 404 (no page lives there). */
  | 'too-long';

/** What is wrong with a raw (still encoded) request path, or null when it may be routed. */
export function requestTargetProblem(rawPathname: string): RequestTargetProblem | null {
  if (rawPathname.length > MAX_PATH_LENGTH) return 'too-long';
  if (!rawPathname.includes('%')) return null;
  try {
    decodeURIComponent(rawPathname);
    return null;
  } catch {
    return 'malformed-encoding';
  }
}

export const problemStatus = (problem: RequestTargetProblem): 400 | 404 => (problem === 'malformed-encoding' ? 400 : 404);
