import type { BlogPost } from '../../../domain/content/blog-post';
import type { BoardContext } from '../board-context';

export interface BlogListRequest {
  readonly page: number;
  readonly pageSize: number;
  readonly tag?: string | null;
}

export interface BlogPostList {
  readonly items: readonly BlogPost[];
  readonly total: number;
}

/** The board's way to the magazine on the platform. Throws on transport errors. */
export interface BlogGateway {
  list(request: BlogListRequest, ctx: BoardContext): Promise<BlogPostList>;
  /** `null` when the platform has no such post for this site. */
  bySlug(slug: string, ctx: BoardContext): Promise<BlogPost | null>;
}
