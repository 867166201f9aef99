import type { Actor } from '../identity/actor';
import { mayManageSection } from '../staff/staff-scope';
import { BLOG_POST_STATES, type BlogPostState } from './blog-post-draft';

/** How many posts one page of the console's blog list shows. */
export const STAFF_BLOG_PAGE_SIZE = 25;
/** A title filter longer than this matches nothing anybody typed on purpose. */
export const STAFF_BLOG_FILTER_MAX = 200;
const MAX_PAGE = 100_000;

/**
 * May the actor change (or delete) a post shown on these sites? Only when it manages the content of
 * EVERY one of them: a site admin must not change what another site shows. A post on no site belongs
 * to nobody's site, so it is an administrator's.
 */
export const mayManageBlogPost = (actor: Actor, sites: readonly string[]): boolean =>
  sites.length === 0 ? mayManageSection(actor, 'content', null) : sites.every((site) => mayManageSection(actor, 'content', site));

/** May the actor see the post in the console at all (it manages at least one of its sites)? */
export const maySeeBlogPost = (actor: Actor, sites: readonly string[]): boolean =>
  mayManageBlogPost(actor, sites) || sites.some((site) => mayManageSection(actor, 'content', site));

export interface StaffBlogFilter {
  readonly title: string | null;
  readonly state: BlogPostState | null;
  readonly page: number;
}

/** Reads the list's filter leniently: an unknown state or a page that is no whole number ≥ 1 falls back to "all" and page 1. */
export function staffBlogFilter(input: {
  readonly title?: string | null;
  readonly state?: string | null;
  readonly page?: number | null;
}): StaffBlogFilter {
  const state = BLOG_POST_STATES.find((s) => s === input.state) ?? null;
  const title = (input.title ?? '').trim().slice(0, STAFF_BLOG_FILTER_MAX);
  const page = input.page && Number.isSafeInteger(input.page) && input.page >= 1 ? Math.min(input.page, MAX_PAGE) : 1;
  return { title: title === '' ? null : title, state, page };
}
