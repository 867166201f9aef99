import type { BoardContext } from '../board-context';
import type {
  BlogAdminGateway,
  BlogPostFormInput,
  SaveBlogPostAnswer,
  StaffBlogList,
  StaffBlogListFilter,
  StaffBlogPostAnswer,
} from './blog-admin-gateway.port';

/**
 * The console's blog pages (/admin/content). Who may do what is the platform's decision (its answers
 * carry UNAUTHENTICATED / FORBIDDEN / NOT_FOUND); the pages turn those into a sign-in or the console's
 * 403 page.
 */
export class RunBlogDesk {
  constructor(private readonly gateway: BlogAdminGateway) {}

  list(filter: StaffBlogListFilter, ctx: BoardContext): Promise<StaffBlogList> {
    return this.gateway.list(filter, ctx);
  }

  get(id: string, ctx: BoardContext): Promise<StaffBlogPostAnswer> {
    return this.gateway.get(id, ctx);
  }

  save(input: BlogPostFormInput, ctx: BoardContext): Promise<SaveBlogPostAnswer> {
    return this.gateway.save(input, ctx);
  }

  unpublish(id: string, ctx: BoardContext): Promise<SaveBlogPostAnswer> {
    return this.gateway.unpublish(id, ctx);
  }

  remove(id: string, confirmed: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    return this.gateway.remove(id, confirmed, ctx);
  }
}
