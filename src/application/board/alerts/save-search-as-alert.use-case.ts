import type { AlertFrequency } from '../../../domain/alerts/alert-schedule';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BoardContext } from '../board-context';
import type { JobAlertGateway } from './job-alert-gateway.port';

export type SaveAlertFailure = 'INVALID_SEARCH' | 'INVALID_EMAIL' | 'EMAIL_REQUIRED' | 'LIMIT_REACHED' | 'RATE_LIMITED' | 'FAILED';

/** "Save this search as an alert" on /jobs: active at once when signed in, a confirmation mail for guests. */
export class SaveSearchAsAlert {
  constructor(private readonly alerts: JobAlertGateway) {}

  async execute(
    input: { readonly query: string; readonly frequency: AlertFrequency; readonly email: string | null; readonly origin: string },
    ctx: BoardContext,
  ): Promise<Result<{ status: 'active' | 'confirmation-sent' }, SaveAlertFailure>> {
    if (!ctx.token && !input.email) return err('EMAIL_REQUIRED');
    const answer = await this.alerts.create({ ...input, email: ctx.token ? null : input.email }, ctx);
    const code = answer.errors[0];
    if (code !== undefined || !answer.status) {
      return err(
        code === 'INVALID_SEARCH' || code === 'INVALID_EMAIL' || code === 'LIMIT_REACHED' || code === 'RATE_LIMITED' ? code : 'FAILED',
      );
    }
    return ok({ status: answer.status === 'ACTIVE' ? 'active' : 'confirmation-sent' });
  }
}
