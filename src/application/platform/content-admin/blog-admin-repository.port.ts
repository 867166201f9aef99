import type { BlogPostState, BlogPostValues } from '../../../domain/content/blog-post-draft';
import type { PageRange } from '../../../domain/job/paging';
import type { StaffActionEntry } from '../staff/staff-action-log.port';

/** A post as the console sees it: drafts and scheduled posts too (`publishedAt` null: a draft). */
export interface StaffBlogPost extends BlogPostValues {
  readonly id: string;
}

export interface StaffBlogListQuery {
  /** Posts shown on at least one of these sites, or every post. */
  readonly sites: 'all' | readonly string[];
  /** Part of the title, without regard to case. */
  readonly title: string | null;
  readonly state: BlogPostState | null;
  /** The instant that tells scheduled from published. */
  readonly now: Date;
  readonly range: PageRange;
}

export interface StaffBlogPage {
  readonly items: readonly StaffBlogPost[];
  readonly total: number;
}

/** The staff action log's entries of a change, made from the post before and after (null: not there). */
export type BlogAuditOf = (before: StaffBlogPost | null, after: StaffBlogPost | null) => readonly StaffActionEntry[];

/** What the use case decides about the post as it is under the lock: the values to store, or a refusal. */
export type BlogDecision<R extends string> =
  | { readonly ok: true; readonly values: BlogPostValues }
  | { readonly ok: false; readonly code: R };

export type BlogWrite<R extends string> =
  | { readonly ok: true; readonly post: StaffBlogPost }
  | { readonly ok: false; readonly code: R | 'NOT_FOUND' | 'SLUG_TAKEN' };

/**
 * The blog as staff write it (`blog_posts`). Every write runs in one transaction with its staff action
 * log entries; changes of an existing post lock its row first and let the use case decide on the post
 * as it is then, so two staff changing one post never act on a stale view.
 */
export interface BlogAdminRepository {
  /** Newest first: scheduled ones by their date, drafts (no date yet) by when they were created. */
  list(query: StaffBlogListQuery): Promise<StaffBlogPage>;
  find(id: string): Promise<StaffBlogPost | null>;
  create(values: BlogPostValues, audit: BlogAuditOf): Promise<BlogWrite<never>>;
  update<R extends string>(id: string, decide: (current: StaffBlogPost) => BlogDecision<R>, audit: BlogAuditOf): Promise<BlogWrite<R>>;
  /** Deletes the post when `decide` answers null. */
  remove<R extends string>(id: string, decide: (current: StaffBlogPost) => R | null, audit: BlogAuditOf): Promise<R | 'NOT_FOUND' | null>;
}
