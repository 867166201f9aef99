import { AUDIENCE_MH, AUDIENCE_PAGE_VIEW_DELAY_MS, type AudienceMeasurementSetup } from '../../../domain/tracking/tracking-setup';
import { type Schedule, waitForTag } from './tag-wait';

/** The measurement manager's one function, as its loader defines it on the page (`window.IOMm`). */
export type MeasurementManager = (command: 'configure' | 'pageview', options: Readonly<Record<string, string | number>>) => void;

export interface AudienceMeasurement {
  /** Counts the page now shown, 1000 ms from now (a page left before then is not counted). */
  pageView(): void;
}

/**
 * The audience measurement for one tab, started only once its tracker loaded with consent: waits for
 * the manager's function (500 ms × 30), configures it once (offer, data domain, `mh` 5) and counts each
 * page view a second after it. Page views before the function arrived are counted once it is there;
 * if it never comes, nothing is counted.
 */
export function startAudienceMeasurement(
  setup: AudienceMeasurementSetup,
  probe: () => MeasurementManager | undefined,
  schedule: Schedule,
): AudienceMeasurement {
  const manager = waitForTag(probe, schedule).then((iom) => {
    iom?.('configure', { st: setup.site, dn: setup.domain, mh: AUDIENCE_MH });
    return iom;
  });
  return {
    pageView() {
      schedule(() => {
        void manager.then((iom) => iom?.('pageview', { cp: setup.code }));
      }, AUDIENCE_PAGE_VIEW_DELAY_MS);
    },
  };
}
