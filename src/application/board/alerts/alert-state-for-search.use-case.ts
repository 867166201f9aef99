import type { BoardContext } from '../board-context';
import type { JobAlertGateway } from './job-alert-gateway.port';

/** Whether the signed-in visitor already has an alert for the search on screen (guests: we cannot know, so no). */
export class AlertStateForSearch {
  constructor(private readonly alerts: JobAlertGateway) {}

  async execute(
    input: { readonly query: string },
    ctx: BoardContext,
  ): Promise<{ readonly hasAlert: boolean; readonly frequency: string | null }> {
    if (!ctx.token) return { hasAlert: false, frequency: null };
    const alert = await this.alerts.forSearch(input.query, ctx);
    return { hasAlert: alert !== null, frequency: alert?.frequency ?? null };
  }
}
