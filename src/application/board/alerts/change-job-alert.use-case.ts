import type { AlertFrequency } from '../../../domain/alerts/alert-schedule';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BoardContext } from '../board-context';
import type { JobAlertGateway } from './job-alert-gateway.port';

export type AlertChange = { readonly kind: 'frequency'; readonly frequency: AlertFrequency } | { readonly kind: 'delete' };

/** The dashboard's alert actions: a new frequency, or delete. */
export class ChangeJobAlert {
  constructor(private readonly alerts: JobAlertGateway) {}

  async execute(
    input: { readonly id: string; readonly change: AlertChange },
    ctx: BoardContext,
  ): Promise<Result<null, 'SIGN_IN_REQUIRED' | 'NOT_FOUND'>> {
    if (!ctx.token) return err('SIGN_IN_REQUIRED');
    const answer =
      input.change.kind === 'delete'
        ? await this.alerts.delete(input.id, ctx)
        : await this.alerts.update(input.id, input.change.frequency, ctx);
    const code = answer.errors[0];
    if (code === undefined) return ok(null);
    return err(code === 'UNAUTHENTICATED' ? 'SIGN_IN_REQUIRED' : 'NOT_FOUND');
  }
}
