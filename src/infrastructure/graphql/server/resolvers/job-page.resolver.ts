import { z } from 'zod';
import { PLACE_QUERY_MAX_LENGTH, PLACE_SUGGESTIONS_MAX } from '../../../../application/platform/geo/suggest-places.use-case';
import { SIMILAR_JOBS_MAX } from '../../../../application/platform/jobs/list-similar-jobs.use-case';
import { badUserInput } from '../expected-error';
import type { ResolverContext } from '../graphql-context';
import { toJobPosting } from './job-posting.mapper';
import { issuesMessage } from './validation';

const SimilarJobsArgs = z.object({
  id: z.string().min(1).max(64),
  limit: z
    .number()
    .int()
    .min(1, `limit must be between 1 and ${SIMILAR_JOBS_MAX}`)
    .max(SIMILAR_JOBS_MAX, `limit must be between 1 and ${SIMILAR_JOBS_MAX}`)
    .nullish(),
});

const PlaceSuggestionsArgs = z.object({
  query: z.string().max(PLACE_QUERY_MAX_LENGTH, `query must be at most ${PLACE_QUERY_MAX_LENGTH} characters`),
  limit: z
    .number()
    .int()
    .min(1, `limit must be between 1 and ${PLACE_SUGGESTIONS_MAX}`)
    .max(PLACE_SUGGESTIONS_MAX, `limit must be between 1 and ${PLACE_SUGGESTIONS_MAX}`)
    .nullish(),
});

/** The job page's queries: similar jobs and place suggestions (the address field's autocomplete). */
export const jobPageResolvers = {
  Query: {
    async similarJobs(_: unknown, args: unknown, ctx: ResolverContext) {
      const parsed = SimilarJobsArgs.safeParse(args);
      if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
      const result = await ctx.deps.listSimilarJobs.execute(
        { jobId: parsed.data.id, limit: parsed.data.limit ?? null },
        ctx.requestContext,
      );
      if (!result.ok) throw badUserInput(result.message ?? result.code);
      return result.value.map((job) => toJobPosting(job, ctx.requestContext.locale));
    },

    async placeSuggestions(_: unknown, args: unknown, ctx: ResolverContext) {
      const parsed = PlaceSuggestionsArgs.safeParse(args);
      if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
      const result = await ctx.deps.suggestPlaces.execute(
        { query: parsed.data.query, limit: parsed.data.limit ?? null },
        ctx.requestContext,
      );
      if (!result.ok) throw badUserInput(result.message ?? result.code);
      return result.value;
    },
  },
};
