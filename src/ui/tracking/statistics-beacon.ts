import type { BeaconKind } from '../../domain/statistics/job-statistics';

/** Where the beacons go (routes/api/job-events.ts). */
export const JOB_EVENTS_PATH = '/api/job-events';

/**
 * Set on `<html>` by a visitor's page script when it reported the page's job view before React loaded
 * (server/visitor-loader-script.ts), so that the view is not reported again after hydration.
 */
export const VIEW_COUNTED_ATTRIBUTE = 'data-view-counted';

/** Whether this view was reported before hydration; true once, for the page the document was loaded with. */
export function countedBeforeHydration(jobId: string): boolean {
  const root = document.documentElement;
  if (root.getAttribute(VIEW_COUNTED_ATTRIBUTE) !== jobId) return false;
  root.removeAttribute(VIEW_COUNTED_ATTRIBUTE);
  return true;
}

/**
 * Reports a view, apply start or share of a job to the board's own statistics endpoint. No cookie is
 * needed or read and nothing identifies the visitor, so it goes without consent. `sendBeacon` survives the
 * page being left (a share link opens another site); a browser without it sends a keepalive fetch.
 */
export function sendStatisticsBeacon(jobId: string, kind: BeaconKind): void {
  const body = JSON.stringify({ jobId, kind });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(JOB_EVENTS_PATH, blob)) return;
    void fetch(JOB_EVENTS_PATH, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      credentials: 'omit',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // a statistic must never break the page
  }
}
