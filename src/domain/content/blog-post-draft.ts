import { slugify } from '../shared/slug';

/*
 * What staff may write into a blog post. The rules are the console's: a title, a slug that becomes the
 * post's address (derived from the title when left empty), a short tag list, at least one site and a
 * publication (draft, now, or a later instant). The body's HTML is sanitized by the use case before it
 * reaches these rules; here it is only measured.
 */

export const BLOG_TITLE_MAX = 200;
export const BLOG_TEASER_MAX = 1_000;
export const BLOG_BODY_MAX = 200_000;
export const BLOG_SLUG_MAX = 80;
/** A post carries at most this many tags, each at most this long: tags are links, not sentences. */
export const BLOG_TAGS_MAX_COUNT = 10;
export const BLOG_TAG_MAX_LENGTH = 40;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A slug as staff may set it: lower-case letters, digits and single dashes between them. */
export const isBlogSlug = (slug: string): boolean => slug.length <= BLOG_SLUG_MAX && SLUG.test(slug);

/** The slug a post gets: the one typed (trimmed), or, when none was typed, the title's. */
export const blogSlugFor = (title: string, typedSlug: string): string => {
  const typed = typedSlug.trim();
  return typed === '' ? slugify(title) : typed;
};

/**
 * Tags from the comma-separated field: each trimmed, inner whitespace collapsed, empties dropped, and a
 * tag that differs from an earlier one only by case dropped (the first spelling wins: the board's tag
 * pages compare without regard to case, so two spellings would be one page).
 */
export function parseBlogTags(input: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of input.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export type BlogPostState = 'draft' | 'scheduled' | 'published';
export const BLOG_POST_STATES: readonly BlogPostState[] = ['draft', 'scheduled', 'published'];

/** A post without a date is a draft; with one still ahead it is scheduled; otherwise the board shows it. */
export const blogPostState = (publishedAt: Date | null, now: Date): BlogPostState =>
  publishedAt === null ? 'draft' : publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';

/** How staff publish: keep it a draft, publish it now, or at a later instant (ISO). */
export type BlogPublication = { readonly mode: 'draft' } | { readonly mode: 'now' } | { readonly mode: 'at'; readonly at: string };

export type BlogPostField = 'title' | 'slug' | 'teaser' | 'body' | 'tags' | 'sites' | 'publishAt';
export type BlogPostProblemCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID_SLUG'
  /** Another post has the slug (decided where the posts are stored). */
  | 'SLUG_TAKEN'
  /** A site that is not configured (decided against the site directory). */
  | 'UNKNOWN_SITE'
  | 'TOO_MANY_TAGS'
  | 'TAG_TOO_LONG'
  | 'INVALID_DATE'
  | 'DATE_IN_PAST';
export interface BlogPostProblem {
  readonly field: BlogPostField;
  readonly code: BlogPostProblemCode;
}

export interface BlogPostDraftInput {
  readonly title: string;
  readonly slug: string;
  readonly teaser: string;
  /** Already sanitized. */
  readonly bodyHtml: string;
  /** The comma-separated field as typed. */
  readonly tags: string;
  readonly sites: readonly string[];
  readonly publication: BlogPublication;
}

/** A post's content as checked, ready to store. */
export interface BlogPostValues {
  readonly title: string;
  readonly slug: string;
  readonly teaser: string;
  readonly bodyHtml: string;
  readonly tags: readonly string[];
  readonly sites: readonly string[];
  readonly publishedAt: Date | null;
}

/**
 * The publication date a post gets. Publishing now a post that is already out keeps its date (its
 * address holds the month, so links to it keep working); a draft or a scheduled post gets `now`.
 */
export function publishedAtFor(
  publication: BlogPublication,
  current: Date | null,
  now: Date,
): Date | null | 'INVALID_DATE' | 'DATE_IN_PAST' {
  if (publication.mode === 'draft') return null;
  if (publication.mode === 'now') return current !== null && current.getTime() <= now.getTime() ? current : now;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(publication.at)) return 'INVALID_DATE';
  const at = new Date(publication.at);
  if (Number.isNaN(at.getTime())) return 'INVALID_DATE';
  return at.getTime() <= now.getTime() ? 'DATE_IN_PAST' : at;
}

/** Checks a post as staff wrote it; every problem is named on its field, and nothing is stored unless there are none. */
export function checkBlogPostDraft(
  input: BlogPostDraftInput,
  current: Date | null,
  now: Date,
): { readonly ok: true; readonly values: BlogPostValues } | { readonly ok: false; readonly problems: readonly BlogPostProblem[] } {
  const problems: BlogPostProblem[] = [];
  const title = input.title.trim();
  if (title === '') problems.push({ field: 'title', code: 'REQUIRED' });
  else if (title.length > BLOG_TITLE_MAX) problems.push({ field: 'title', code: 'TOO_LONG' });
  const slug = blogSlugFor(title, input.slug);
  if (slug === '') problems.push({ field: 'slug', code: title === '' ? 'REQUIRED' : 'INVALID_SLUG' });
  else if (!isBlogSlug(slug)) problems.push({ field: 'slug', code: 'INVALID_SLUG' });
  const teaser = input.teaser.trim();
  if (teaser.length > BLOG_TEASER_MAX) problems.push({ field: 'teaser', code: 'TOO_LONG' });
  if (input.bodyHtml.length > BLOG_BODY_MAX) problems.push({ field: 'body', code: 'TOO_LONG' });
  const tags = parseBlogTags(input.tags);
  if (tags.length > BLOG_TAGS_MAX_COUNT) problems.push({ field: 'tags', code: 'TOO_MANY_TAGS' });
  else if (tags.some((t) => t.length > BLOG_TAG_MAX_LENGTH)) problems.push({ field: 'tags', code: 'TAG_TOO_LONG' });
  const sites = [...new Set(input.sites)].sort();
  if (sites.length === 0) problems.push({ field: 'sites', code: 'REQUIRED' });
  const publishedAt = publishedAtFor(input.publication, current, now);
  if (publishedAt === 'INVALID_DATE' || publishedAt === 'DATE_IN_PAST') problems.push({ field: 'publishAt', code: publishedAt });
  if (problems.length > 0 || publishedAt === 'INVALID_DATE' || publishedAt === 'DATE_IN_PAST') return { ok: false, problems };
  return { ok: true, values: { title, slug, teaser, bodyHtml: input.bodyHtml, tags, sites, publishedAt } };
}
