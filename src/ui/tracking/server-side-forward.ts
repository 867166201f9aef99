import type { AnalyticsPayload } from '../../domain/tracking/analytics-event';
import type { ServerSideSwitches } from '../../domain/tracking/tracking-setup';
import { consentProvider } from './consent/consent-runtime';

let switches: ServerSideSwitches = { measurement: false, conversionEvents: [] };

/** The site's server-side switches, as the page's consent data brings them. */
export function setServerSideSwitches(next: ServerSideSwitches): void {
  switches = next;
}

// A beacon survives the page being left (an apply's success, a share that opens a new tab) and never
// holds up the page; the server forwards it from its own queue.
function beacon(path: string, body: unknown): void {
  const data = new Blob([JSON.stringify(body)], { type: 'application/json' });
  if (!navigator.sendBeacon?.(path, data))
    void fetch(path, { method: 'POST', body: data, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * Hands an event the data layer took to the server-side measurement (with event-tracking consent, which
 * the data layer already required) and, where the site enabled it, to the conversion API (with the social
 * pixel's consent). The server drops every key naming a user, session, owner or referrer.
 */
export function forwardServerSide(payload: AnalyticsPayload): void {
  if (typeof window === 'undefined') return;
  const { event, ...params } = payload;
  const consent = consentProvider()?.current();
  if (switches.measurement && consent?.eventTracking === true) beacon('/api/gmapi', { event, params });
  if (switches.conversionEvents.includes(event) && consent?.socialPixel === true)
    beacon('/api/conversionapi', { event_name: event, custom_data: params });
}
