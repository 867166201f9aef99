import { useEffect } from 'react';
import { onApplyPageView } from '../../tracking/apply-page-views';
import { onProductEvent } from '../../tracking/product-events';
import { countedBeforeHydration, sendStatisticsBeacon } from '../../tracking/statistics-beacon';

/**
 * Counts job views, apply starts and shares for the recruiters' statistics from the same announcements
 * the analytics listen to, but independent of consent: what is sent names the job and the kind, nothing
 * about the visitor. From the browser, so a page served from a cache still counts. Renders nothing.
 */
export function StatisticsBeacons() {
  useEffect(() => {
    const stopProduct = onProductEvent((event) => {
      if (event.name === 'job_visit' && !countedBeforeHydration(event.job.id)) sendStatisticsBeacon(event.job.id, 'view');
      else if (event.name === 'job_share') sendStatisticsBeacon(event.job.id, 'share');
    });
    const stopApply = onApplyPageView((view) => {
      if (view.event === 'job_apply_start') sendStatisticsBeacon(view.jobId, 'apply_start');
    });
    return () => {
      stopProduct();
      stopApply();
    };
  }, []);
  return null;
}
