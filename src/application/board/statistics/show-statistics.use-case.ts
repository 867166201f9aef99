import type { StatisticsScope } from '../../../domain/statistics/statistics-access';
import type { BoardContext } from '../board-context';
import type { StatisticsAnswer, StatisticsGateway } from './statistics-gateway.port';

/** A statistics page: a job's, an organization's or (staff) the site's; NOT_FOUND for a guest without asking. */
export class ShowStatistics {
  constructor(private readonly statistics: StatisticsGateway) {}

  async execute(
    input: { readonly scope: StatisticsScope; readonly from?: string; readonly to?: string },
    ctx: BoardContext,
  ): Promise<StatisticsAnswer> {
    if (!ctx.token) return { ok: false, code: 'NOT_FOUND' };
    return this.statistics.read(input.scope, { ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) }, ctx);
  }
}
