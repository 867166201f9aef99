import { z } from 'zod';
import type { StaffBlogPost } from '../../../../application/platform/content-admin/blog-admin-repository.port';
import { type BlogPublication, blogPostState } from '../../../../domain/content/blog-post-draft';
import { STAFF_BLOG_PAGE_SIZE } from '../../../../domain/content/blog-staff';
import type { BlogAdminApiDeps } from '../blog-admin-api-deps';
import { blogAdminTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs, signedIn } from './validation';

// Generous bounds: the rules name a field that is too long; these only keep absurd requests out.
const id = z.string().max(20);
const FilterArgs = z.object({
  filter: z
    .object({ title: z.string().max(1_000).nullish(), state: z.string().max(20).nullish(), page: z.number().int().nullish() })
    .nullish(),
});
const PostInputArgs = z.object({
  input: z.object({
    id: id.nullish(),
    title: z.string().max(2_000),
    slug: z.string().max(1_000),
    teaser: z.string().max(20_000),
    bodyHtml: z.string().max(1_000_000),
    tags: z.string().max(10_000),
    sites: z.array(z.string().max(100)).max(50),
    publication: z.enum(['draft', 'now', 'at']),
    publishAt: z.string().max(40).nullish(),
  }),
});
const IdArgs = z.object({ id });
const DeleteArgs = z.object({ id, confirmed: z.boolean() });

const publicationOf = (mode: 'draft' | 'now' | 'at', at: string | null | undefined): BlogPublication =>
  mode === 'at' ? { mode, at: at ?? '' } : { mode };

/**
 * The blog's staff operations. Who may is the use cases' decision; a guest is told UNAUTHENTICATED
 * before the arguments are judged.
 */
export function blogAdminGraphqlPart(deps: BlogAdminApiDeps): GraphqlPart {
  const view = (p: StaffBlogPost) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    teaser: p.teaser,
    bodyHtml: p.bodyHtml,
    tags: [...p.tags],
    sites: [...p.sites],
    publishedAt: p.publishedAt?.toISOString() ?? null,
    state: blogPostState(p.publishedAt, deps.clock.now()),
  });
  const saved = (result: { ok: true; value: StaffBlogPost } | { ok: false; code: string }) =>
    result.ok ? { post: view(result.value), errors: [], fieldErrors: [] } : { post: null, errors: [result.code], fieldErrors: [] };
  return {
    typeDefs: blogAdminTypeDefs,
    resolvers: {
      Query: {
        async staffBlogPosts(_, args, ctx) {
          const empty = { posts: [], total: 0, page: 1, pageSize: STAFF_BLOG_PAGE_SIZE, manageableSites: [] };
          if (!signedIn(ctx)) return { ...empty, errors: ['UNAUTHENTICATED'] };
          const { filter } = parseArgs(FilterArgs, args);
          const result = await deps.listStaffBlogPosts.execute(filter ?? {}, ctx.requestContext);
          if (!result.ok) return { ...empty, errors: [result.code] };
          const { items, total, page, manageableSites } = result.value;
          return { posts: items.map(view), total, page, pageSize: STAFF_BLOG_PAGE_SIZE, manageableSites: [...manageableSites], errors: [] };
        },
        async staffBlogPost(_, args, ctx) {
          if (!signedIn(ctx)) return { post: null, errors: ['UNAUTHENTICATED'] };
          const result = await deps.getStaffBlogPost.execute(parseArgs(IdArgs, args), ctx.requestContext);
          return result.ok ? { post: view(result.value), errors: [] } : { post: null, errors: [result.code] };
        },
      },
      Mutation: {
        async saveBlogPost(_, args, ctx) {
          if (!signedIn(ctx)) return { post: null, errors: ['UNAUTHENTICATED'], fieldErrors: [] };
          const { input } = parseArgs(PostInputArgs, args);
          const result = await deps.saveBlogPost.execute(
            {
              id: input.id ?? null,
              title: input.title,
              slug: input.slug,
              teaser: input.teaser,
              bodyHtml: input.bodyHtml,
              tags: input.tags,
              sites: input.sites,
              publication: publicationOf(input.publication, input.publishAt),
            },
            ctx.requestContext,
          );
          if (result.ok) return { post: view(result.post), errors: [], fieldErrors: [] };
          return {
            post: null,
            errors: [result.code],
            fieldErrors: 'problems' in result ? result.problems.map((p) => `${p.field}:${p.code}`) : [],
          };
        },
        async unpublishBlogPost(_, args, ctx) {
          if (!signedIn(ctx)) return { post: null, errors: ['UNAUTHENTICATED'], fieldErrors: [] };
          return saved(await deps.unpublishBlogPost.execute(parseArgs(IdArgs, args), ctx.requestContext));
        },
        async deleteBlogPost(_, args, ctx) {
          if (!signedIn(ctx)) return { errors: ['UNAUTHENTICATED'] };
          const result = await deps.deleteBlogPost.execute(parseArgs(DeleteArgs, args), ctx.requestContext);
          return { errors: result.ok ? [] : [result.code] };
        },
      },
    },
  };
}
