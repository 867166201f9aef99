/*
 * The unsubscribe token in every newsletter mail: `{subscriptionId}.{signature}`, the signature an HMAC
 * of what it allows (unsubscribing this one subscription) under the server secret. It needs no login and
 * nothing stored, and dies with the subscription. The signing itself is an adapter's (no crypto here).
 */

export const unsubscribeTokenPayload = (subscriptionId: string): string => `newsletter:unsubscribe:${subscriptionId}`;

export const formatUnsubscribeToken = (subscriptionId: string, signature: string): string => `${subscriptionId}.${signature}`;

const TOKEN = /^([1-9]\d{0,17})\.([A-Za-z0-9_-]{16,128})$/;

/** The parts of a token of the right shape, else null (the caller checks the signature). */
export function parseUnsubscribeToken(token: unknown): { readonly subscriptionId: string; readonly signature: string } | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN.exec(token.trim());
  return match ? { subscriptionId: match[1]!, signature: match[2]! } : null;
}
