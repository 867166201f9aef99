import { firstDueAt, isUnconfirmedExpired } from '../../../domain/alerts/alert-schedule';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { AlertTokenSigner } from './alert-token-signer.port';
import { alertIdOfToken } from './alert-tokens';
import type { AlertUnitOfWork } from './job-alert-repository.port';

/**
 * The guest's confirmation link (double opt-in): the alert becomes active and covers jobs published from
 * now on. Using the link again is fine; a link of an expired or deleted alert is INVALID_TOKEN.
 */
export class ConfirmJobAlert {
  constructor(
    private readonly uow: AlertUnitOfWork,
    private readonly signer: AlertTokenSigner,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly token: string }): Promise<Result<{ alertId: string }, 'INVALID_TOKEN'>> {
    const id = alertIdOfToken(this.signer, 'confirm', input.token);
    if (!id) return err('INVALID_TOKEN');
    const now = this.clock.now();
    return this.uow.run(async ({ alerts }) => {
      const alert = await alerts.findById(id);
      if (!alert || isUnconfirmedExpired(alert, now)) return err('INVALID_TOKEN');
      if (!alert.confirmedAt) await alerts.confirm(alert.id, now, firstDueAt(alert.frequency, now));
      return ok({ alertId: alert.id });
    });
  }
}
