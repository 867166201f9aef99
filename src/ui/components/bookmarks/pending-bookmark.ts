import { isEntityId } from '../../../domain/shared/entity-id';
/*
 * A guest's bookmark waits through the login. The guest's click keeps the job and the
 * page the login returns to in the tab's sessionStorage; that page, signed in, bookmarks the job once.
 *
 * Why sessionStorage and not a query parameter: only the site's own pages can write it, so no link from
 * elsewhere can make a signed-in visitor bookmark something (a change on a GET would be a cross-site
 * request). It lives as long as the tab, through a social sign-in's round trip to the provider. Without
 * JavaScript the guest still comes back to the job and bookmarks it there.
 */

export const PENDING_BOOKMARK_KEY = 'jb.pending_bookmark';
/** A login abandoned for longer than this bookmarks nothing when the visitor comes back. */
export const PENDING_BOOKMARK_TTL_MS = 30 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Pending {
  readonly jobId: string;
  readonly path: string;
  readonly at: number;
}

export function rememberPendingBookmark(storage: Store | null, jobId: string, returnPath: string, now: number): void {
  try {
    storage?.setItem(PENDING_BOOKMARK_KEY, JSON.stringify({ jobId, path: returnPath, at: now } satisfies Pending));
  } catch {
    // A full or refused storage: the guest bookmarks after the login by hand, as without JavaScript.
  }
}

/**
 * The job to bookmark now that a signed-in visitor is on `path`, or null. Read once: the entry goes
 * whatever it holds, so a visitor who went elsewhere after the login is not surprised by it later.
 */
export function takePendingBookmark(storage: Store | null, path: string, now: number): string | null {
  const raw = storage?.getItem(PENDING_BOOKMARK_KEY);
  if (!storage || !raw) return null;
  storage.removeItem(PENDING_BOOKMARK_KEY);
  let pending: Partial<Pending> | null;
  try {
    pending = JSON.parse(raw) as Partial<Pending> | null;
  } catch {
    return null;
  }
  if (typeof pending !== 'object' || pending === null) return null;
  const fresh = typeof pending.at === 'number' && now - pending.at >= 0 && now - pending.at <= PENDING_BOOKMARK_TTL_MS;
  const valid = typeof pending.jobId === 'string' && isEntityId(pending.jobId);
  return fresh && valid && pending.path === path ? pending.jobId! : null;
}
