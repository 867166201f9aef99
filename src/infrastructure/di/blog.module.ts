import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { BlogGateway } from '../../application/board/content/blog-gateway.port';
import { BrowseBlog } from '../../application/board/content/browse-blog.use-case';
import { ShowBlogPost } from '../../application/board/content/show-blog-post.use-case';
import type { BlogPostRepository } from '../../application/platform/content/blog-post-repository.port';
import { GetBlogPost } from '../../application/platform/content/get-blog-post.use-case';
import { ListBlogPosts } from '../../application/platform/content/list-blog-posts.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloBlogGateway } from '../graphql/client/apollo-blog-gateway';
import { PostgresBlogRepository } from '../postgres/postgres-blog-repository';
import { T } from './tokens';
import { defineFeature } from './feature-module';
import { blogGraphqlPart } from '../graphql/server/resolvers/blog.resolver';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.blog.${name}`);

/** Service identifiers of the blog slice (the container's own `T` stays free of feature entries). */
export const BLOG = {
  BlogPostRepository: id<BlogPostRepository>('BlogPostRepository'),
  ListBlogPosts: id<ListBlogPosts>('ListBlogPosts'),
  GetBlogPost: id<GetBlogPost>('GetBlogPost'),
  BlogGateway: id<BlogGateway>('BlogGateway'),
  BrowseBlog: id<BrowseBlog>('BrowseBlog'),
  ShowBlogPost: id<ShowBlogPost>('ShowBlogPost'),
} as const;

/** Bindings of the blog: PostgreSQL repository → platform use cases (driven by /graphql); Apollo gateway → board use cases. */
// The root config is not needed here; the parameter keeps the call shape of the other feature modules
// (typed structurally so this module does not import container.ts, which imports it).
export function bindBlogModule(c: Container, _config: object): void {
  c.bind(BLOG.BlogPostRepository).toResolvedValue((pool: Pool) => new PostgresBlogRepository(pool), [T.Pool]);
  c.bind(BLOG.ListBlogPosts).toResolvedValue(
    (posts: BlogPostRepository, clock: Clock, sites: SiteDirectory) => new ListBlogPosts(posts, clock, sites),
    [BLOG.BlogPostRepository, T.Clock, T.Sites],
  );
  c.bind(BLOG.GetBlogPost).toResolvedValue(
    (posts: BlogPostRepository, clock: Clock, sites: SiteDirectory) => new GetBlogPost(posts, clock, sites),
    [BLOG.BlogPostRepository, T.Clock, T.Sites],
  );
  c.bind(BLOG.BlogGateway).toResolvedValue((client: ApolloClient) => new ApolloBlogGateway(client), [T.ApolloClient]);
  c.bind(BLOG.BrowseBlog).toResolvedValue((blog: BlogGateway) => new BrowseBlog(blog), [BLOG.BlogGateway]);
  c.bind(BLOG.ShowBlogPost).toResolvedValue((blog: BlogGateway) => new ShowBlogPost(blog), [BLOG.BlogGateway]);
}

export const blogFeature = defineFeature({
  name: 'blog',
  bind: bindBlogModule,
  graphql: (c) => [blogGraphqlPart({ listBlogPosts: c.get(BLOG.ListBlogPosts), getBlogPost: c.get(BLOG.GetBlogPost) })],
  board: (c) => ({
    browseBlog: c.get(BLOG.BrowseBlog),
    showBlogPost: c.get(BLOG.ShowBlogPost),
  }),
});
