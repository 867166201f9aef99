import { type BlogPostDraftInput, type BlogPostProblem, checkBlogPostDraft } from '../../../domain/content/blog-post-draft';
import { mayManageBlogPost } from '../../../domain/content/blog-staff';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { RichTextSanitizer } from '../../shared/rich-text-sanitizer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { BlogAdminRepository, StaffBlogPost } from './blog-admin-repository.port';
import { blogAudit, blogPostAccess, blogStaffActor, type StaffBlogFailure } from './staff-blog-access';
import { isEntityId } from '../../../domain/shared/entity-id';

export interface SaveBlogPostInput extends BlogPostDraftInput {
  /** null: a new post. */
  readonly id: string | null;
}

export type SaveBlogPostOutcome =
  | { readonly ok: true; readonly post: StaffBlogPost }
  | { readonly ok: false; readonly code: StaffBlogFailure | 'NOT_FOUND' }
  | { readonly ok: false; readonly code: 'INVALID'; readonly problems: readonly BlogPostProblem[] };

const SLUG_TAKEN: readonly BlogPostProblem[] = [{ field: 'slug', code: 'SLUG_TAKEN' }];
const UNKNOWN_SITE: readonly BlogPostProblem[] = [{ field: 'sites', code: 'UNKNOWN_SITE' }];

/**
 * Creates or changes a blog post. The body is sanitized to the filtered rich-text format before anything
 * else looks at it, so no unsanitized HTML is ever stored. The actor must manage the content of every
 * site the post is shown on, before and after the change (a site admin can neither take over another
 * site's post nor put its post on a site it does not run); the sites must be configured ones. The
 * change and its staff action log entries commit together.
 */
export class SaveBlogPost {
  constructor(
    private readonly repo: BlogAdminRepository,
    private readonly sanitizer: RichTextSanitizer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: SaveBlogPostInput, ctx: RequestContext): Promise<SaveBlogPostOutcome> {
    const actor = blogStaffActor(ctx);
    if (typeof actor === 'string') return { ok: false, code: actor };
    if (input.id !== null && !isEntityId(input.id)) return { ok: false, code: 'NOT_FOUND' };
    const draft: BlogPostDraftInput = { ...input, bodyHtml: this.sanitizer.sanitize(input.bodyHtml, 'filtered') };
    if (draft.sites.some((site) => this.sites.get(site) === undefined)) return { ok: false, code: 'INVALID', problems: UNKNOWN_SITE };
    if (!mayManageBlogPost(actor, draft.sites)) return { ok: false, code: 'FORBIDDEN' };
    const now = this.clock.now();
    if (input.id === null) {
      const checked = checkBlogPostDraft(draft, null, now);
      if (!checked.ok) return { ok: false, code: 'INVALID', problems: checked.problems };
      const created = await this.repo.create(checked.values, blogAudit(actor, 'blog_post.create'));
      return created.ok ? created : { ok: false, code: 'INVALID', problems: SLUG_TAKEN };
    }
    let problems: readonly BlogPostProblem[] = [];
    const updated = await this.repo.update(
      input.id,
      (current) => {
        const refusal = blogPostAccess(actor, current);
        if (refusal) return { ok: false, code: refusal };
        const checked = checkBlogPostDraft(draft, current.publishedAt, now);
        if (checked.ok) return checked;
        problems = checked.problems;
        return { ok: false, code: 'INVALID' };
      },
      blogAudit(actor, 'blog_post.edit'),
    );
    if (updated.ok) return updated;
    if (updated.code === 'SLUG_TAKEN') return { ok: false, code: 'INVALID', problems: SLUG_TAKEN };
    if (updated.code === 'INVALID') return { ok: false, code: 'INVALID', problems };
    return { ok: false, code: updated.code };
  }
}
