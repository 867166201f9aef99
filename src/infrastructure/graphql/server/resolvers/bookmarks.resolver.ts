import { z } from 'zod';
import { MAX_BOOKMARKS_PAGE_SIZE, MAX_BOOKMARK_STATE_IDS } from '../../../../domain/bookmarks/bookmark-rules';
import { badUserInput } from '../expected-error';
import type { ResolverContext } from '../graphql-context';
import { toJobPosting } from './job-posting.mapper';
import { issuesMessage, pagedRangeArg } from './validation';

const jobId = z.string().regex(/^\d{1,18}$/, 'jobId must be a job id');
const BookmarksArgs = z.object({ range: pagedRangeArg(MAX_BOOKMARKS_PAGE_SIZE) });
const StateArgs = z.object({ jobIds: z.array(jobId).max(MAX_BOOKMARK_STATE_IDS, `jobIds: at most ${MAX_BOOKMARK_STATE_IDS}`) });
const JobArgs = z.object({ jobId });

function parse<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
  return parsed.data;
}

/** Bookmarks (issue 4, item 6): guests get null / empty answers, failures of the mutations come as `errors`. */
export const bookmarksResolvers = {
  Query: {
    async bookmarks(_: unknown, args: unknown, ctx: ResolverContext) {
      const { range } = parse(BookmarksArgs, args);
      const result = await ctx.deps.listBookmarks.execute({ range }, ctx.requestContext);
      if (!result.ok) {
        if (result.code === 'FORBIDDEN') return null;
        throw badUserInput(result.message ?? result.code);
      }
      return {
        total: result.value.total,
        items: result.value.items.map((item) => ({
          job: toJobPosting(item.job, ctx.requestContext.locale),
          bookmarkedAt: item.bookmarkedAt,
          available: item.available,
        })),
      };
    },

    async bookmarkedJobIds(_: unknown, args: unknown, ctx: ResolverContext) {
      return ctx.deps.bookmarkedJobIds.execute(parse(StateArgs, args), ctx.requestContext);
    },
  },
  Mutation: {
    async bookmarkJob(_: unknown, args: unknown, ctx: ResolverContext) {
      const { jobId: id } = parse(JobArgs, args);
      const result = await ctx.deps.bookmarkJob.execute({ jobId: id }, ctx.requestContext);
      return result.ok ? { ...result.value, errors: [] } : { jobId: id, bookmarked: false, errors: [result.code] };
    },

    async unbookmarkJob(_: unknown, args: unknown, ctx: ResolverContext) {
      const { jobId: id } = parse(JobArgs, args);
      const result = await ctx.deps.unbookmarkJob.execute({ jobId: id }, ctx.requestContext);
      // Failing to remove leaves the bookmark's state unknown to this answer; the only failure is a guest's, who has none.
      return result.ok ? { ...result.value, errors: [] } : { jobId: id, bookmarked: false, errors: [result.code] };
    },
  },
};
