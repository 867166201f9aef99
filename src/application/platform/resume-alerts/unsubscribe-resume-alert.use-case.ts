import { formatAlertToken, parseAlertToken } from '../../../domain/alerts/alert-token';
import { resumeAlertUnsubscribePayload } from '../../../domain/resume-alerts/resume-alert-token';
import type { Clock } from '../../shared/clock.port';
import type { AlertTokenSigner } from '../alerts/alert-token-signer.port';
import type { ResumeAlertRepository } from './resume-alert-repository.port';

/** The token of a resume digest's unsubscribe link. */
export const resumeAlertUnsubscribeToken = (signer: AlertTokenSigner, alertId: string): string =>
  formatAlertToken(alertId, signer.sign(resumeAlertUnsubscribePayload(alertId)));

/**
 * The digest's unsubscribe link, usable without signing in: a good token stops the alert's mails (the
 * saved search stays for its organization). Using it twice, or for a deleted alert, answers the same.
 */
export class UnsubscribeResumeAlert {
  constructor(
    private readonly alerts: ResumeAlertRepository,
    private readonly signer: AlertTokenSigner,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly token: string }): Promise<'UNSUBSCRIBED' | 'INVALID_TOKEN'> {
    const parts = parseAlertToken(input.token);
    if (!parts || !this.signer.verify(resumeAlertUnsubscribePayload(parts.alertId), parts.signature)) return 'INVALID_TOKEN';
    await this.alerts.stopDigests(parts.alertId, this.clock.now());
    return 'UNSUBSCRIBED';
  }
}
