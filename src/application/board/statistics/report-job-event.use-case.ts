import type { BeaconKind } from '../../../domain/statistics/job-statistics';
import type { BoardContext } from '../board-context';
import type { StatisticsGateway } from './statistics-gateway.port';

/** Hands a page's count beacon (view, apply start, share) to the platform, which counts it or not. */
export class ReportJobEvent {
  constructor(private readonly statistics: StatisticsGateway) {}

  execute(input: { readonly jobId: string; readonly kind: BeaconKind }, ctx: BoardContext): Promise<void> {
    return this.statistics.count(input.jobId, input.kind, ctx);
  }
}
