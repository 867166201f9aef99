import type { BlogPostValues } from '../../../domain/content/blog-post-draft';
import { mayManageBlogPost, maySeeBlogPost } from '../../../domain/content/blog-staff';
import type { Actor } from '../../../domain/identity/actor';
import type { RequestContext } from '../../../domain/shared/request-context';
import { mayOpenSection } from '../../../domain/staff/staff-scope';
import { staffEntry, type StaffJson } from '../staff/staff-action-log.port';
import type { BlogAuditOf, StaffBlogPost } from './blog-admin-repository.port';

export type StaffBlogFailure = 'UNAUTHENTICATED' | 'FORBIDDEN';

/** Guests sign in; signed-in users without the content section on any site are FORBIDDEN. */
export function blogStaffActor(ctx: RequestContext): Actor | StaffBlogFailure {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayOpenSection(ctx.actor, 'content') ? ctx.actor : 'FORBIDDEN';
}

/**
 * What the actor may do to an existing post: a post on none of its sites is NOT_FOUND (ids reveal
 * nothing), one also shown on a site it does not manage is FORBIDDEN.
 */
export function blogPostAccess(actor: Actor, post: Pick<StaffBlogPost, 'sites'>): 'NOT_FOUND' | 'FORBIDDEN' | null {
  if (!maySeeBlogPost(actor, post.sites)) return 'NOT_FOUND';
  return mayManageBlogPost(actor, post.sites) ? null : 'FORBIDDEN';
}

/** What the log keeps of a post: every field staff edit (the body too: it is what changed most often). */
export const blogAuditView = (post: BlogPostValues): StaffJson => ({
  title: post.title,
  slug: post.slug,
  teaser: post.teaser,
  bodyHtml: post.bodyHtml,
  tags: [...post.tags],
  sites: [...post.sites],
  publishedAt: post.publishedAt?.toISOString() ?? null,
});

/**
 * One entry per site the post was or is shown on: each site's staff read what happened to what their
 * site shows (a post on no site gets one entry of no site, an administrator's to read).
 */
export const blogAudit =
  (actor: Actor, action: string): BlogAuditOf =>
  (before, after) => {
    const sites = [...new Set([...(before?.sites ?? []), ...(after?.sites ?? [])])].sort();
    const targetId = after?.id ?? before?.id ?? '';
    return (sites.length > 0 ? sites : [null]).map((siteKey) =>
      staffEntry(actor, {
        siteKey,
        action,
        targetType: 'blog_post',
        targetId,
        before: before && blogAuditView(before),
        after: after && blogAuditView(after),
      }),
    );
  };
