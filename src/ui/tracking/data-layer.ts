import type { AnalyticsPayload } from '../../domain/tracking/analytics-event';
import { consentProvider } from './consent/consent-runtime';
import { eventTags } from './event-tags';

/**
 * Hands an event to the site's tags (each with its own service's consent) and to the page's data layer
 * (`window.dataLayer`, read by the site's tag manager), only while the visitor consents to event
 * tracking, then to `sent`. An event waits only for the answers the
 * visitor gave earlier (a consent vendor's script reports them a moment after the page shows); one the
 * visitor has not agreed to by then is dropped, not kept for later: nothing about a visit is reported
 * that happened before the visitor agreed.
 */
export function pushAnalyticsEvent(payload: AnalyticsPayload, sent: (payload: AnalyticsPayload) => void = () => undefined): void {
  const provider = typeof window === 'undefined' ? null : consentProvider();
  provider?.whenSettled(() => {
    const consent = provider.current();
    eventTags()?.send(payload, consent);
    if (consent.eventTracking !== true) return;
    const slot = window as unknown as { dataLayer?: unknown[] };
    slot.dataLayer ??= [];
    slot.dataLayer.push(payload);
    sent(payload);
  });
}
