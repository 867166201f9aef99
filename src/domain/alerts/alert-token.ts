/*
 * The tokens in alert mails: `{alertId}.{signature}`, the signature an HMAC of what the token allows
 * (confirming or unsubscribing this one alert) under the server secret. No login is needed to use one,
 * nothing is stored for it, and it dies with the alert. The signing itself is an adapter's (no crypto
 * here); this file says what is signed and how a token reads.
 */

export const ALERT_TOKEN_PURPOSES = ['confirm', 'unsubscribe'] as const;
export type AlertTokenPurpose = (typeof ALERT_TOKEN_PURPOSES)[number];

/** The signed text: purpose and alert, so a confirm link can never unsubscribe and vice versa. */
export const alertTokenPayload = (purpose: AlertTokenPurpose, alertId: string): string => `job-alert:${purpose}:${alertId}`;

export const formatAlertToken = (alertId: string, signature: string): string => `${alertId}.${signature}`;

const TOKEN = /^([1-9]\d{0,17})\.([A-Za-z0-9_-]{16,128})$/;

/** The parts of a token that has the right shape, else null (the signature is checked by the caller). */
export function parseAlertToken(token: unknown): { readonly alertId: string; readonly signature: string } | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token.trim());
  return match ? { alertId: match[1]!, signature: match[2]! } : null;
}
