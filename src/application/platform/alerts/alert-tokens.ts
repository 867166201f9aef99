import { alertTokenPayload, formatAlertToken, parseAlertToken, type AlertTokenPurpose } from '../../../domain/alerts/alert-token';
import type { AlertTokenSigner } from './alert-token-signer.port';

/** The token of a mail link that lets its holder confirm or unsubscribe one alert. */
export const alertTokenFor = (signer: AlertTokenSigner, purpose: AlertTokenPurpose, alertId: string): string =>
  formatAlertToken(alertId, signer.sign(alertTokenPayload(purpose, alertId)));

/** The alert a token names, when its signature is good for this purpose; else null. */
export function alertIdOfToken(signer: AlertTokenSigner, purpose: AlertTokenPurpose, token: unknown): string | null {
  const parts = parseAlertToken(token);
  if (!parts) return null;
  return signer.verify(alertTokenPayload(purpose, parts.alertId), parts.signature) ? parts.alertId : null;
}
