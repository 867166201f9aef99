import type { DeleteBlogPost } from '../../../application/platform/content-admin/delete-blog-post.use-case';
import type { GetStaffBlogPost } from '../../../application/platform/content-admin/get-staff-blog-post.use-case';
import type { ListStaffBlogPosts } from '../../../application/platform/content-admin/list-staff-blog-posts.use-case';
import type { SaveBlogPost } from '../../../application/platform/content-admin/save-blog-post.use-case';
import type { UnpublishBlogPost } from '../../../application/platform/content-admin/unpublish-blog-post.use-case';
import type { Clock } from '../../../application/shared/clock.port';

/** The blog's staff use cases the platform API runs. */
export interface BlogAdminApiDeps {
  readonly listStaffBlogPosts: ListStaffBlogPosts;
  readonly getStaffBlogPost: GetStaffBlogPost;
  readonly saveBlogPost: SaveBlogPost;
  readonly unpublishBlogPost: UnpublishBlogPost;
  readonly deleteBlogPost: DeleteBlogPost;
  readonly clock: Clock;
}
