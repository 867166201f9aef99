import { z } from 'zod';
import type { GetJob } from '../../../../application/platform/jobs/get-job.use-case';
import { MAX_PAGE_SIZE, type ListJobs } from '../../../../application/platform/jobs/list-jobs.use-case';
import { badUserInput } from '../expected-error';
import { jobsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { toJobPosting } from './job-posting.mapper';
import { pageOf, pagedRangeArg, parseArgs } from './validation';

const JobsArgs = z.object({
  range: pagedRangeArg(MAX_PAGE_SIZE),
  featuredOnly: z.boolean().nullish(),
});

const JobArgs = z.object({ id: z.string().min(1).max(64) });

export interface JobsApiDeps {
  readonly listJobs: Pick<ListJobs, 'execute'>;
  readonly getJob: Pick<GetJob, 'execute'>;
}

export function jobsGraphqlPart(deps: JobsApiDeps): GraphqlPart {
  return {
    typeDefs: jobsTypeDefs,
    resolvers: {
      Query: {
        async jobs(_, args, ctx) {
          const { range, featuredOnly } = parseArgs(JobsArgs, args);
          const result = await deps.listJobs.execute({ ...pageOf(range), featuredOnly: featuredOnly ?? false }, ctx.requestContext);
          if (!result.ok) throw badUserInput(result.message ?? result.code);
          return { total: result.value.total, items: result.value.items.map((job) => toJobPosting(job, ctx.requestContext.locale)) };
        },

        async job(_, args, ctx) {
          const result = await deps.getJob.execute(parseArgs(JobArgs, args), ctx.requestContext);
          if (!result.ok) return null; // NOT_FOUND: never reveal that a hidden job exists
          return { job: toJobPosting(result.value.job, ctx.requestContext.locale), expired: result.value.expired };
        },
      },
    },
  };
}
