import { z } from 'zod';
import { MAX_BLOG_PAGE_SIZE, MAX_TAG_LENGTH } from '../../../../application/platform/content/list-blog-posts.use-case';
import type { BlogPost } from '../../../../domain/content/blog-post';
import { badUserInput } from '../expected-error';
import type { ResolverContext } from '../graphql-context';
import { issuesMessage, pagedRangeArg } from './validation';

const BlogPostsArgs = z.object({
  tag: z.string().trim().min(1, 'tag must not be empty').max(MAX_TAG_LENGTH, `tag must be at most ${MAX_TAG_LENGTH} characters`).nullish(),
  range: pagedRangeArg(MAX_BLOG_PAGE_SIZE),
});

const BlogPostArgs = z.object({ slug: z.string().min(1).max(200) });

const toDto = (post: BlogPost) => ({ ...post, tags: [...post.tags], sites: [...post.sites] });

export const blogResolvers = {
  Query: {
    async blogPosts(_: unknown, args: unknown, ctx: ResolverContext) {
      const parsed = BlogPostsArgs.safeParse(args);
      if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
      const { range, tag } = parsed.data;
      const result = await ctx.deps.listBlogPosts.execute(
        { page: range.first / range.last + 1, pageSize: range.last, tag: tag ?? null },
        ctx.requestContext,
      );
      if (!result.ok) throw badUserInput(result.message ?? result.code);
      return { total: result.value.total, items: result.value.items.map(toDto) };
    },

    async blogPost(_: unknown, args: unknown, ctx: ResolverContext) {
      const parsed = BlogPostArgs.safeParse(args);
      if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
      const result = await ctx.deps.getBlogPost.execute({ slug: parsed.data.slug }, ctx.requestContext);
      return result.ok ? toDto(result.value) : null; // NOT_FOUND: the same answer for every hidden post
    },
  },
};
