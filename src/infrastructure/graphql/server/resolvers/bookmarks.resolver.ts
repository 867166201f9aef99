import { z } from 'zod';
import { MAX_BOOKMARKS_PAGE_SIZE, MAX_BOOKMARK_STATE_IDS } from '../../../../domain/bookmarks/bookmark-rules';
import type { BookmarksApiDeps } from '../alerts-api-deps';
import { badUserInput, signInRequired } from '../expected-error';
import { bookmarksTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { toJobPosting } from './job-posting.mapper';
import { pagedRangeArg, parseArgs, signedIn } from './validation';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

const jobId = z.string().regex(ENTITY_ID, 'jobId must be a job id');
const BookmarksArgs = z.object({ range: pagedRangeArg(MAX_BOOKMARKS_PAGE_SIZE) });
const StateArgs = z.object({ jobIds: z.array(jobId).max(MAX_BOOKMARK_STATE_IDS, `jobIds: at most ${MAX_BOOKMARK_STATE_IDS}`) });
const JobArgs = z.object({ jobId });

/** Bookmarks: a guest's queries are refused UNAUTHENTICATED, failures of the mutations come as `errors`. */
export function bookmarksGraphqlPart(deps: BookmarksApiDeps): GraphqlPart {
  return {
    typeDefs: bookmarksTypeDefs,
    resolvers: {
      Query: {
        async bookmarks(_, args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const { range } = parseArgs(BookmarksArgs, args);
          const result = await deps.listBookmarks.execute({ range }, ctx.requestContext);
          if (!result.ok) {
            if (result.code === 'UNAUTHENTICATED') throw signInRequired();
            throw badUserInput(result.message ?? result.code);
          }
          return {
            total: result.value.total,
            items: result.value.items.map((item) => ({
              job: toJobPosting(item.job, ctx.requestContext.locale),
              bookmarkedAt: item.bookmarkedAt,
              available: item.available,
              liveOn: item.liveOn,
            })),
          };
        },

        async bookmarkedJobIds(_, args, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          return deps.bookmarkedJobIds.execute(parseArgs(StateArgs, args), ctx.requestContext);
        },
      },
      Mutation: {
        async bookmarkJob(_, args, ctx) {
          const { jobId: id } = parseArgs(JobArgs, args);
          const result = await deps.bookmarkJob.execute({ jobId: id }, ctx.requestContext);
          return result.ok ? { ...result.value, errors: [] } : { jobId: id, bookmarked: false, errors: [result.code] };
        },

        async unbookmarkJob(_, args, ctx) {
          const { jobId: id } = parseArgs(JobArgs, args);
          const result = await deps.unbookmarkJob.execute({ jobId: id }, ctx.requestContext);
          // Failing to remove leaves the bookmark's state unknown to this answer; the only failure is a guest's, who has none.
          return result.ok ? { ...result.value, errors: [] } : { jobId: id, bookmarked: false, errors: [result.code] };
        },
      },
    },
  };
}
