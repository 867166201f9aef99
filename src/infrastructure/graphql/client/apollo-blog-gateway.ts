import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { BlogGateway, BlogListRequest, BlogPostList } from '../../../application/board/content/blog-gateway.port';
import type { BlogPost } from '../../../domain/content/blog-post';
import { normalizePage, pageRange } from '../../../domain/job/paging';
import { type BlogPostFieldsFragment, GetBlogPostDocument, GetBlogPostsDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

const toBlogPost = (answer: BlogPostFieldsFragment): BlogPost => ({
  id: answer.id,
  slug: answer.slug,
  title: answer.title,
  teaser: answer.teaser,
  bodyHtml: answer.bodyHtml,
  tags: [...answer.tags],
  publishedAt: answer.publishedAt,
  sites: [...answer.sites],
});

/** BlogGateway over the platform API: `blogPosts(tag, range)` and `blogPost(slug)`. */
export class ApolloBlogGateway implements BlogGateway {
  constructor(private readonly client: ApolloClient) {}

  async list(request: BlogListRequest, ctx: BoardContext): Promise<BlogPostList> {
    const range = pageRange(normalizePage(request.page), request.pageSize);
    const answer = await runOperation(this.client, 'query', GetBlogPostsDocument, { range, tag: request.tag ?? null }, ctx);
    const { blogPosts } = dataOrThrow('getBlogPosts', answer);
    return { total: blogPosts.total, items: blogPosts.items.map(toBlogPost) };
  }

  async bySlug(slug: string, ctx: BoardContext): Promise<BlogPost | null> {
    const answer = await runOperation(this.client, 'query', GetBlogPostDocument, { slug }, ctx);
    const { blogPost } = dataOrThrow('getBlogPost', answer);
    return blogPost ? toBlogPost(blogPost) : null;
  }
}
