/**
 * The browser's localStorage or sessionStorage, or null where there is none: on the server, and in
 * browsers that refuse it (privacy modes, storage disabled), where touching it throws.
 */
export function browserStorage(kind: 'local' | 'session'): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}
