import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BlogAdminRepository } from './blog-admin-repository.port';
import { blogAudit, blogPostAccess, blogStaffActor, type StaffBlogFailure } from './staff-blog-access';
import { isEntityId } from '../../../domain/shared/entity-id';

/** Deletes a post for good; the form asks for a confirmation, and without it nothing happens. */
export class DeleteBlogPost {
  constructor(private readonly repo: BlogAdminRepository) {}

  async execute(
    input: { readonly id: string; readonly confirmed: boolean },
    ctx: RequestContext,
  ): Promise<Result<true, StaffBlogFailure | 'NOT_FOUND' | 'CONFIRMATION_REQUIRED'>> {
    const actor = blogStaffActor(ctx);
    if (typeof actor === 'string') return err(actor);
    if (!isEntityId(input.id)) return err('NOT_FOUND');
    const refused = await this.repo.remove(
      input.id,
      (current) => blogPostAccess(actor, current) ?? (input.confirmed ? null : 'CONFIRMATION_REQUIRED'),
      blogAudit(actor, 'blog_post.delete'),
    );
    return refused ? err(refused) : ok(true);
  }
}
