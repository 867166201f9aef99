import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BlogAdminRepository, StaffBlogPost } from './blog-admin-repository.port';
import { blogAudit, blogPostAccess, blogStaffActor, type StaffBlogFailure } from './staff-blog-access';
import { isEntityId } from '../../../domain/shared/entity-id';

/** Takes a post off the board: it becomes a draft again (its date goes; publishing it later dates it anew). */
export class UnpublishBlogPost {
  constructor(private readonly repo: BlogAdminRepository) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<Result<StaffBlogPost, StaffBlogFailure | 'NOT_FOUND'>> {
    const actor = blogStaffActor(ctx);
    if (typeof actor === 'string') return err(actor);
    if (!isEntityId(input.id)) return err('NOT_FOUND');
    const updated = await this.repo.update(
      input.id,
      (current) => {
        const refusal = blogPostAccess(actor, current);
        return refusal ? { ok: false, code: refusal } : { ok: true, values: { ...current, publishedAt: null } };
      },
      blogAudit(actor, 'blog_post.unpublish'),
    );
    if (updated.ok) return ok(updated.post);
    // The slug does not change here, so it cannot be taken: anything else is the refusal itself.
    return err(updated.code === 'SLUG_TAKEN' ? 'NOT_FOUND' : updated.code);
  }
}
