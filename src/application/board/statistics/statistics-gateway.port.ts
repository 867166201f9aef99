import type { BeaconKind, StatisticsDay, KindCounts } from '../../../domain/statistics/job-statistics';
import type { StatisticsScope } from '../../../domain/statistics/statistics-access';
import type { BoardContext } from '../board-context';

export interface StatisticsPage {
  readonly scope: StatisticsScope;
  readonly title: string | null;
  readonly organizationId: string | null;
  readonly from: string;
  readonly to: string;
  readonly days: readonly StatisticsDay[];
  readonly totals: KindCounts;
}

export type StatisticsAnswer =
  | { readonly ok: true; readonly page: StatisticsPage }
  | { readonly ok: false; readonly code: 'NOT_FOUND' | 'INVALID_RANGE' };

/** The platform's statistics, as the board reads them and reports to them. */
export interface StatisticsGateway {
  read(scope: StatisticsScope, range: { readonly from?: string; readonly to?: string }, ctx: BoardContext): Promise<StatisticsAnswer>;
  count(jobId: string, kind: BeaconKind, ctx: BoardContext): Promise<void>;
}
