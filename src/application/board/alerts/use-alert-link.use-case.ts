import type { AlertTokenPurpose } from '../../../domain/alerts/alert-token';
import { parseAlertToken } from '../../../domain/alerts/alert-token';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { BoardContext } from '../board-context';
import type { JobAlertGateway } from './job-alert-gateway.port';

/** The links in alert mails: confirm a guest's alert, or unsubscribe (no sign-in; the signed token decides). */
export class UseAlertLink {
  constructor(private readonly alerts: JobAlertGateway) {}

  async execute(
    input: { readonly purpose: AlertTokenPurpose; readonly token: string },
    ctx: BoardContext,
  ): Promise<Result<null, 'INVALID_TOKEN'>> {
    // A token that cannot be one is refused here, without a round trip.
    if (!parseAlertToken(input.token)) return err('INVALID_TOKEN');
    const answer =
      input.purpose === 'confirm' ? await this.alerts.confirm(input.token, ctx) : await this.alerts.unsubscribe(input.token, ctx);
    return answer.errors.length === 0 ? ok(null) : err('INVALID_TOKEN');
  }
}
