import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BlogAdminRepository, StaffBlogPost } from './blog-admin-repository.port';
import { blogPostAccess, blogStaffActor, type StaffBlogFailure } from './staff-blog-access';
import { isEntityId } from '../../../domain/shared/entity-id';

/** One post for the console's edit page: only for staff who may change it (on every site it is shown on). */
export class GetStaffBlogPost {
  constructor(private readonly repo: BlogAdminRepository) {}

  async execute(input: { readonly id: string }, ctx: RequestContext): Promise<Result<StaffBlogPost, StaffBlogFailure | 'NOT_FOUND'>> {
    const actor = blogStaffActor(ctx);
    if (typeof actor === 'string') return err(actor);
    const post = isEntityId(input.id) ? await this.repo.find(input.id) : null;
    if (!post) return err('NOT_FOUND');
    const refusal = blogPostAccess(actor, post);
    return refusal ? err(refusal) : ok(post);
  }
}
