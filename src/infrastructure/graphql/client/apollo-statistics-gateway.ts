import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { StatisticsAnswer, StatisticsGateway } from '../../../application/board/statistics/statistics-gateway.port';
import type { BeaconKind, KindCounts } from '../../../domain/statistics/job-statistics';
import type { StatisticsScope } from '../../../domain/statistics/statistics-access';
import { CountJobEventDocument, type StatisticsCountsFieldsFragment, StatisticsDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

const KIND = { view: 'VIEW', apply_start: 'APPLY_START', share: 'SHARE' } as const;

const counts = (c: StatisticsCountsFieldsFragment): KindCounts => ({
  view: c.views,
  apply_start: c.applyStarts,
  application: c.applications,
  bookmark: c.bookmarks,
  share: c.shares,
});

/** StatisticsGateway over the platform API. */
export class ApolloStatisticsGateway implements StatisticsGateway {
  constructor(private readonly client: ApolloClient) {}

  async read(
    scope: StatisticsScope,
    range: { readonly from?: string; readonly to?: string },
    ctx: BoardContext,
  ): Promise<StatisticsAnswer> {
    const answer = await runOperation(
      this.client,
      'query',
      StatisticsDocument,
      {
        jobId: scope.kind === 'job' ? scope.jobId : null,
        organizationId: scope.kind === 'organization' ? scope.organizationId : null,
        from: range.from ?? null,
        to: range.to ?? null,
      },
      ctx,
    );
    if (answer.errors.length > 0 && answer.errors.every((e) => e.extensions?.code === 'BAD_USER_INPUT')) {
      return { ok: false, code: 'INVALID_RANGE' };
    }
    const found = dataOrThrow('statistics', answer).statistics;
    if (!found) return { ok: false, code: 'NOT_FOUND' };
    return {
      ok: true,
      page: {
        scope,
        title: found.title ?? null,
        organizationId: found.organizationId ?? null,
        from: found.from,
        to: found.to,
        days: found.days.map((d) => ({ day: d.day, counts: counts(d.counts) })),
        totals: counts(found.totals),
      },
    };
  }

  async count(jobId: string, kind: BeaconKind, ctx: BoardContext): Promise<void> {
    dataOrThrow('countJobEvent', await runOperation(this.client, 'mutation', CountJobEventDocument, { jobId, kind: KIND[kind] }, ctx));
  }
}
