import { z } from 'zod';
import {
  PLACE_QUERY_MAX_LENGTH,
  PLACE_SUGGESTIONS_MAX,
  type SuggestPlaces,
} from '../../../../application/platform/geo/suggest-places.use-case';
import { SIMILAR_JOBS_MAX, type ListSimilarJobs } from '../../../../application/platform/jobs/list-similar-jobs.use-case';
import { badUserInput } from '../expected-error';
import { jobPageTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { toJobPosting } from './job-posting.mapper';
import { parseArgs } from './validation';

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

export interface JobPageApiDeps {
  readonly listSimilarJobs: Pick<ListSimilarJobs, 'execute'>;
  readonly suggestPlaces: Pick<SuggestPlaces, 'execute'>;
}

/** The job page's queries: similar jobs and place suggestions (the address field's autocomplete). */
export function jobPageGraphqlPart(deps: JobPageApiDeps): GraphqlPart {
  return {
    typeDefs: jobPageTypeDefs,
    resolvers: {
      Query: {
        async similarJobs(_, args, ctx) {
          const { id, limit } = parseArgs(SimilarJobsArgs, args);
          const result = await deps.listSimilarJobs.execute({ jobId: id, limit: limit ?? null }, ctx.requestContext);
          if (!result.ok) throw badUserInput(result.message ?? result.code);
          return result.value.map((job) => toJobPosting(job, ctx.requestContext.locale));
        },

        async placeSuggestions(_, args, ctx) {
          const { query, limit } = parseArgs(PlaceSuggestionsArgs, args);
          const result = await deps.suggestPlaces.execute({ query, limit: limit ?? null }, ctx.requestContext);
          if (!result.ok) throw badUserInput(result.message ?? result.code);
          return result.value;
        },
      },
    },
  };
}
