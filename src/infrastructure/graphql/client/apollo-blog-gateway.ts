import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { BlogGateway, BlogListRequest, BlogPostList } from '../../../application/board/content/blog-gateway.port';
import type { BlogPost } from '../../../domain/content/blog-post';
import { normalizePage, pageRange } from '../../../domain/job/paging';
import { dataOrThrow, runOperation } from './run-operation';

interface BlogPostDto {
  id: string;
  slug: string;
  title: string;
  teaser: string;
  bodyHtml: string;
  tags: string[];
  publishedAt: string;
  sites: string[];
}

const BLOG_POST_FIELDS = /* GraphQL */ `
  fragment BlogPostFields on BlogPost { id slug title teaser bodyHtml tags publishedAt sites }
`;

const GET_BLOG_POSTS: TypedDocumentNode<
  { blogPosts: { total: number; items: BlogPostDto[] } },
  { range: { first: number; last: number }; tag: string | null }
> = gql`
  query getBlogPosts($range: RangeInput!, $tag: String) {
    blogPosts(range: $range, tag: $tag) { total items { ...BlogPostFields } }
  }
  ${BLOG_POST_FIELDS}
`;

const GET_BLOG_POST: TypedDocumentNode<{ blogPost: BlogPostDto | null }, { slug: string }> = gql`
  query getBlogPost($slug: String!) {
    blogPost(slug: $slug) { ...BlogPostFields }
  }
  ${BLOG_POST_FIELDS}
`;

const toBlogPost = (dto: BlogPostDto): BlogPost => ({
  id: dto.id,
  slug: dto.slug,
  title: dto.title,
  teaser: dto.teaser,
  bodyHtml: dto.bodyHtml,
  tags: [...dto.tags],
  publishedAt: dto.publishedAt,
  sites: [...dto.sites],
});

/** BlogGateway over the platform API: `blogPosts(tag, range)` and `blogPost(slug)`. */
export class ApolloBlogGateway implements BlogGateway {
  constructor(private readonly client: ApolloClient) {}

  async list(request: BlogListRequest, ctx: BoardContext): Promise<BlogPostList> {
    const range = pageRange(normalizePage(request.page), request.pageSize);
    const answer = await runOperation(this.client, 'query', GET_BLOG_POSTS, { range, tag: request.tag ?? null }, ctx);
    const { blogPosts } = dataOrThrow('getBlogPosts', answer);
    return { total: blogPosts.total, items: blogPosts.items.map(toBlogPost) };
  }

  async bySlug(slug: string, ctx: BoardContext): Promise<BlogPost | null> {
    const answer = await runOperation(this.client, 'query', GET_BLOG_POST, { slug }, ctx);
    const { blogPost } = dataOrThrow('getBlogPost', answer);
    return blogPost ? toBlogPost(blogPost) : null;
  }
}
