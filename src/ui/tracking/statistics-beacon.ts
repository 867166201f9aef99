import type { BeaconKind } from '../../domain/statistics/job-statistics';

/**
 * Reports a view, apply start or share of a job to the board's own statistics endpoint. No cookie is
 * needed or read and nothing identifies the visitor, so it goes without consent. `sendBeacon` survives the
 * page being left (a share link opens another site); a browser without it sends a keepalive fetch.
 */
export function sendStatisticsBeacon(jobId: string, kind: BeaconKind): void {
  const body = JSON.stringify({ jobId, kind });
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/job-events', blob)) return;
    void fetch('/api/job-events', {
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
