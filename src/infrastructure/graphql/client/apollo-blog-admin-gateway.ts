import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  BlogAdminGateway,
  BlogPostFormInput,
  SaveBlogPostAnswer,
  StaffBlogList,
  StaffBlogListFilter,
  StaffBlogPostAnswer,
  StaffBlogPostView,
} from '../../../application/board/content-admin/blog-admin-gateway.port';
import {
  DeleteBlogPostDocument,
  SaveBlogPostDocument,
  type StaffBlogPostFieldsFragment,
  StaffBlogPostDocument,
  StaffBlogPostsDocument,
  UnpublishBlogPostDocument,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

// Field by field: Apollo's __typename has no place in the port's values.
const toPost = (p: StaffBlogPostFieldsFragment): StaffBlogPostView => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  teaser: p.teaser,
  bodyHtml: p.bodyHtml,
  tags: p.tags,
  sites: p.sites,
  publishedAt: p.publishedAt ?? null,
  state: p.state,
});

const saved = (a: {
  readonly post?: StaffBlogPostFieldsFragment | null;
  readonly errors: readonly string[];
  readonly fieldErrors: readonly string[];
}): SaveBlogPostAnswer => ({
  post: a.post ? toPost(a.post) : null,
  errors: a.errors,
  fieldErrors: a.fieldErrors,
});

/** The blog's staff operations over the platform's GraphQL API. */
export class ApolloBlogAdminGateway implements BlogAdminGateway {
  constructor(private readonly client: ApolloClient) {}

  async list(filter: StaffBlogListFilter, ctx: BoardContext): Promise<StaffBlogList> {
    const a = dataOrThrow(
      'staffBlogPosts',
      await runOperation(this.client, 'query', StaffBlogPostsDocument, { filter }, ctx),
    ).staffBlogPosts;
    return {
      posts: a.posts.map(toPost),
      total: a.total,
      page: a.page,
      pageSize: a.pageSize,
      manageableSites: a.manageableSites,
      errors: a.errors,
    };
  }

  async get(id: string, ctx: BoardContext): Promise<StaffBlogPostAnswer> {
    const a = dataOrThrow('staffBlogPost', await runOperation(this.client, 'query', StaffBlogPostDocument, { id }, ctx)).staffBlogPost;
    return { post: a.post ? toPost(a.post) : null, errors: a.errors };
  }

  async save(input: BlogPostFormInput, ctx: BoardContext): Promise<SaveBlogPostAnswer> {
    const { id, publishAt, sites, ...rest } = input;
    const variables = { input: { ...rest, sites: [...sites], ...(id ? { id } : {}), ...(publishAt ? { publishAt } : {}) } };
    return saved(
      dataOrThrow('saveBlogPost', await runOperation(this.client, 'mutation', SaveBlogPostDocument, variables, ctx)).saveBlogPost,
    );
  }

  async unpublish(id: string, ctx: BoardContext): Promise<SaveBlogPostAnswer> {
    return saved(
      dataOrThrow('unpublishBlogPost', await runOperation(this.client, 'mutation', UnpublishBlogPostDocument, { id }, ctx))
        .unpublishBlogPost,
    );
  }

  async remove(id: string, confirmed: boolean, ctx: BoardContext): Promise<{ readonly errors: readonly string[] }> {
    const a = dataOrThrow('deleteBlogPost', await runOperation(this.client, 'mutation', DeleteBlogPostDocument, { id, confirmed }, ctx));
    return { errors: a.deleteBlogPost.errors };
  }
}
