import type { AnalyticsPayload } from '../../domain/tracking/analytics-event';
import { consentProvider } from './consent/consent-runtime';

/**
 * Hands an event to the page's data layer (`window.dataLayer`, read by the site's tag manager), only
 * while the visitor consents to event tracking. Events before that answer are dropped, not kept for
 * later: nothing about a visit is reported that happened before the visitor agreed.
 */
export function pushAnalyticsEvent(payload: AnalyticsPayload): boolean {
  if (typeof window === 'undefined' || consentProvider()?.current().eventTracking !== true) return false;
  const slot = window as unknown as { dataLayer?: unknown[] };
  slot.dataLayer ??= [];
  slot.dataLayer.push(payload);
  return true;
}
