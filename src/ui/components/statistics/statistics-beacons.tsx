import { useEffect } from 'react';
import { onApplyPageView } from '../../tracking/apply-page-views';
import { onProductEvent } from '../../tracking/product-events';
import { sendStatisticsBeacon } from '../../tracking/statistics-beacon';

/**
 * Whether the page's script reported this view before it loaded React (a visitor's page waits for the
 * first interaction, server/visitor-loader-script.ts); true once, for the page the document was loaded with.
 */
function countedBeforeHydration(jobId: string): boolean {
  const root = document.documentElement;
  if (root.getAttribute('data-view-counted') !== jobId) return false;
  root.removeAttribute('data-view-counted');
  return true;
}

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
