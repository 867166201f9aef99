import { z } from 'zod';
import type { CountJobEvent } from '../../../../application/platform/statistics/count-job-event.use-case';
import type { ReadStatistics } from '../../../../application/platform/statistics/read-statistics.use-case';
import type { KindCounts } from '../../../../domain/statistics/job-statistics';
import type { StatisticsScope } from '../../../../domain/statistics/statistics-access';
import { badUserInput } from '../expected-error';
import { statisticsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs } from './validation';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

const Id = z.string().regex(ENTITY_ID, 'must be a numeric id');
const Day = z.string().max(10);
const ReadArgs = z.object({
  jobId: Id.nullish(),
  organizationId: Id.nullish(),
  from: Day.nullish(),
  to: Day.nullish(),
});
const CountArgs = z.object({ jobId: Id, kind: z.enum(['VIEW', 'APPLY_START', 'SHARE']) });
const KIND = { VIEW: 'view', APPLY_START: 'apply_start', SHARE: 'share' } as const;

export interface StatisticsApiDeps {
  readonly readStatistics: Pick<ReadStatistics, 'execute'>;
  readonly countJobEvent: Pick<CountJobEvent, 'execute'>;
}

const countsDto = (c: KindCounts) => ({
  views: c.view,
  applyStarts: c.apply_start,
  applications: c.application,
  bookmarks: c.bookmark,
  shares: c.share,
});

/** The statistics slice of the platform API: reading the day counts, and the pages' count beacon. */
export function statisticsGraphqlPart(deps: StatisticsApiDeps): GraphqlPart {
  return {
    typeDefs: statisticsTypeDefs,
    resolvers: {
      Query: {
        async statistics(_, args, ctx) {
          const { jobId, organizationId, from, to } = parseArgs(ReadArgs, args);
          const scope: StatisticsScope = jobId
            ? { kind: 'job', jobId }
            : organizationId
              ? { kind: 'organization', organizationId }
              : { kind: 'site' };
          const result = await deps.readStatistics.execute({ scope, from, to }, ctx.requestContext);
          if (!result.ok) {
            if (result.code === 'INVALID_RANGE') throw badUserInput('from and to must be days (YYYY-MM-DD), in order, at most 366 days');
            return null;
          }
          const view = result.value;
          return {
            title: view.title,
            organizationId: view.organizationId,
            from: view.range.from,
            to: view.range.to,
            days: view.days.map((d) => ({ day: d.day, counts: countsDto(d.counts) })),
            totals: countsDto(view.totals),
          };
        },
      },
      Mutation: {
        countJobEvent(_, args, ctx) {
          const { jobId, kind } = parseArgs(CountArgs, args);
          // The visitor's address (the board forwards it with its proof) tells repeats apart; it is never kept.
          deps.countJobEvent.execute({ jobId, kind: KIND[kind], visitor: ctx.visitorAddress }, ctx.requestContext);
          return true;
        },
      },
    },
  };
}
