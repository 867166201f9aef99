import type { Actor } from '../identity/actor';

/*
 * Bookmarks: a signed-in user's list of jobs to come back to. Guests have none (the
 * board asks them to sign in). Adding and removing are idempotent: the same click twice changes nothing.
 */

/** Only signed-in users keep bookmarks. */
export const mayBookmark = (actor: Actor): actor is Extract<Actor, { kind: 'user' }> => actor.kind === 'user';

/** The dashboard's page size. */
export const BOOKMARKS_PER_PAGE = 10;
/** Largest page the API hands out. */
export const MAX_BOOKMARKS_PAGE_SIZE = 50;
/** How many jobs one "which of these are bookmarked" question may name (a search page shows 10). */
export const MAX_BOOKMARK_STATE_IDS = 100;
/** A user keeps at most this many bookmarks; beyond it the oldest must go first. */
export const MAX_BOOKMARKS_PER_USER = 1000;
