import { z } from 'zod';
import type { GetBlogPost } from '../../../../application/platform/content/get-blog-post.use-case';
import { MAX_BLOG_PAGE_SIZE, MAX_TAG_LENGTH, type ListBlogPosts } from '../../../../application/platform/content/list-blog-posts.use-case';
import { badUserInput } from '../expected-error';
import { blogTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { pageOf, pagedRangeArg, parseArgs } from './validation';

const BlogPostsArgs = z.object({
  tag: z.string().trim().min(1, 'tag must not be empty').max(MAX_TAG_LENGTH, `tag must be at most ${MAX_TAG_LENGTH} characters`).nullish(),
  range: pagedRangeArg(MAX_BLOG_PAGE_SIZE),
});

const BlogPostArgs = z.object({ slug: z.string().min(1).max(200) });

export interface BlogApiDeps {
  readonly listBlogPosts: Pick<ListBlogPosts, 'execute'>;
  readonly getBlogPost: Pick<GetBlogPost, 'execute'>;
}

export function blogGraphqlPart(deps: BlogApiDeps): GraphqlPart {
  return {
    typeDefs: blogTypeDefs,
    resolvers: {
      Query: {
        async blogPosts(_, args, ctx) {
          const { range, tag } = parseArgs(BlogPostsArgs, args);
          const result = await deps.listBlogPosts.execute({ ...pageOf(range), tag: tag ?? null }, ctx.requestContext);
          if (!result.ok) throw badUserInput(result.message ?? result.code);
          return result.value;
        },

        async blogPost(_, args, ctx) {
          const result = await deps.getBlogPost.execute(parseArgs(BlogPostArgs, args), ctx.requestContext);
          return result.ok ? result.value : null; // NOT_FOUND: the same answer for every hidden post
        },
      },
    },
  };
}
