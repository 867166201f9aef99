import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../../../application/platform/jobs/list-jobs.use-case';
import { badUserInput } from '../expected-error';
import type { ResolverContext } from '../graphql-context';
import { toJobPosting } from './job-posting.mapper';
import { issuesMessage, pagedRangeArg } from './validation';

const JobsArgs = z.object({
  range: pagedRangeArg(MAX_PAGE_SIZE),
  featuredOnly: z.boolean().nullish(),
});

const JobArgs = z.object({ id: z.string().min(1).max(64) });

export const jobsResolvers = {
  Query: {
    async jobs(_: unknown, args: unknown, ctx: ResolverContext) {
      const parsed = JobsArgs.safeParse(args);
      if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
      const { range, featuredOnly } = parsed.data;
      const result = await ctx.deps.listJobs.execute(
        { page: range.first / range.last + 1, pageSize: range.last, featuredOnly: featuredOnly ?? false },
        ctx.requestContext,
      );
      if (!result.ok) throw badUserInput(result.message ?? result.code);
      return { total: result.value.total, items: result.value.items.map((job) => toJobPosting(job, ctx.requestContext.locale)) };
    },

    async job(_: unknown, args: unknown, ctx: ResolverContext) {
      const parsed = JobArgs.safeParse(args);
      if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
      const result = await ctx.deps.getJob.execute({ id: parsed.data.id }, ctx.requestContext);
      if (!result.ok) return null; // NOT_FOUND: never reveal that a hidden job exists
      return { job: toJobPosting(result.value.job, ctx.requestContext.locale), expired: result.value.expired };
    },
  },
};
