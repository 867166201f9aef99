import {
  type AudienceMeasurement,
  type MeasurementManager,
  startAudienceMeasurement,
} from '../../application/board/tracking/audience-measurement';
import type { AudienceMeasurementSetup } from '../../domain/tracking/tracking-setup';
import { vendorGlobal } from './consent/vendor-adapter';

let audience: AudienceMeasurement | null = null;
let lastPath: string | null = null;

/**
 * Starts the tab's audience measurement once its tracker was loaded (which happens only with the
 * visitor's consent; taking it back reloads the page) and counts the page the visitor agreed on.
 */
export function startAudience(setup: AudienceMeasurementSetup): void {
  if (audience || typeof window === 'undefined') return;
  audience = startAudienceMeasurement(
    setup,
    () => vendorGlobal<MeasurementManager>(window, 'IOMm'),
    (run, ms) => window.setTimeout(run, ms),
  );
  countAudiencePageView(window.location.pathname);
}

/** Counts a page the router showed; nothing before consent, and one page once however often it is told. */
export function countAudiencePageView(pathname: string): void {
  if (!audience || pathname === lastPath) return;
  lastPath = pathname;
  audience.pageView();
}
