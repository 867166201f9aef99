import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { BlogAdminGateway } from '../../application/board/content-admin/blog-admin-gateway.port';
import { RunBlogDesk } from '../../application/board/content-admin/run-blog-desk.use-case';
import type { BlogAdminRepository } from '../../application/platform/content-admin/blog-admin-repository.port';
import { DeleteBlogPost } from '../../application/platform/content-admin/delete-blog-post.use-case';
import { GetStaffBlogPost } from '../../application/platform/content-admin/get-staff-blog-post.use-case';
import { ListStaffBlogPosts } from '../../application/platform/content-admin/list-staff-blog-posts.use-case';
import { SaveBlogPost } from '../../application/platform/content-admin/save-blog-post.use-case';
import { UnpublishBlogPost } from '../../application/platform/content-admin/unpublish-blog-post.use-case';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { ApolloBlogAdminGateway } from '../graphql/client/apollo-blog-admin-gateway';
import type { BlogAdminApiDeps } from '../graphql/server/blog-admin-api-deps';
import { blogAdminGraphqlPart } from '../graphql/server/resolvers/blog-admin.resolver';
import { PostgresBlogAdminRepository } from '../postgres/content-admin/postgres-blog-admin-repository';
import { SanitizeHtmlRichTextSanitizer } from '../sanitize/sanitize-html-rich-text-sanitizer';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.blog-admin.${name}`);

export const BLOG_ADMIN = {
  Repository: id<BlogAdminRepository>('Repository'),
  ApiDeps: id<BlogAdminApiDeps>('ApiDeps'),
  Gateway: id<BlogAdminGateway>('Gateway'),
  Desk: id<RunBlogDesk>('Desk'),
} as const;

/** The blog's staff console: posts on PostgreSQL, their GraphQL part, the board's desk on the Apollo gateway. */
export function bindBlogAdminModule(c: Container): void {
  c.bind(BLOG_ADMIN.Repository).toResolvedValue((pool: Pool) => new PostgresBlogAdminRepository(pool), [T.Pool]);
  c.bind(BLOG_ADMIN.ApiDeps).toResolvedValue(
    (repo: BlogAdminRepository, sites: SiteDirectory, clock: Clock): BlogAdminApiDeps => ({
      listStaffBlogPosts: new ListStaffBlogPosts(repo, clock, sites),
      getStaffBlogPost: new GetStaffBlogPost(repo),
      saveBlogPost: new SaveBlogPost(repo, new SanitizeHtmlRichTextSanitizer(), sites, clock),
      unpublishBlogPost: new UnpublishBlogPost(repo),
      deleteBlogPost: new DeleteBlogPost(repo),
      clock,
    }),
    [BLOG_ADMIN.Repository, T.Sites, T.Clock],
  );
  c.bind(BLOG_ADMIN.Gateway).toResolvedValue((client: ApolloClient) => new ApolloBlogAdminGateway(client), [T.ApolloClient]);
  c.bind(BLOG_ADMIN.Desk).toResolvedValue((g: BlogAdminGateway) => new RunBlogDesk(g), [BLOG_ADMIN.Gateway]);
}

export const blogAdminFeature = defineFeature({
  name: 'blog-admin',
  bind: bindBlogAdminModule,
  graphql: (c) => [blogAdminGraphqlPart(c.get(BLOG_ADMIN.ApiDeps))],
  board: (c) => ({ blogDesk: c.get(BLOG_ADMIN.Desk) }),
});
