import { z } from 'zod';
import { JOB_STATES } from '../../../../domain/job/job';
import type { Result } from '../../../../domain/shared/result';
import { staffJobsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import type { StaffJobsApiDeps } from '../staff-jobs-api-deps';
import { parseArgs } from './validation';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

const jobId = z.string().regex(ENTITY_ID, 'id must be a number');
const SearchArgs = z.object({
  text: z.string().max(200).nullish(),
  state: z.enum(JOB_STATES).nullish(),
  offset: z.number().int().min(0).max(100_000).nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
});
const UnpublishArgs = z.object({ id: jobId });
const DeleteArgs = z.object({ id: jobId, confirmed: z.boolean() });

const errorsOf = (result: Result<unknown>) => ({ errors: result.ok ? [] : [result.code] });

/** The jobs section: search, unpublish, delete; refusals come back in `errors`. */
export function staffJobsGraphqlPart(deps: StaffJobsApiDeps): GraphqlPart {
  return {
    typeDefs: staffJobsTypeDefs,
    resolvers: {
      Query: {
        async staffJobs(_, args, ctx) {
          const a = parseArgs(SearchArgs, args);
          const result = await deps.search.execute(
            { text: a.text ?? '', state: a.state ?? null, offset: a.offset ?? 0, limit: a.limit ?? 25 },
            ctx.requestContext,
          );
          return result.ok ? { ...result.value, errors: [] } : { jobs: [], total: 0, errors: [result.code] };
        },
      },
      Mutation: {
        async unpublishStaffJob(_, args, ctx) {
          const a = parseArgs(UnpublishArgs, args);
          return errorsOf(await deps.unpublish.execute({ id: a.id }, ctx.requestContext));
        },
        async deleteStaffJob(_, args, ctx) {
          const a = parseArgs(DeleteArgs, args);
          return errorsOf(await deps.remove.execute({ id: a.id, confirmed: a.confirmed }, ctx.requestContext));
        },
      },
    },
  };
}
