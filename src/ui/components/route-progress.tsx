import { useRouter } from '@tanstack/react-router';
import NProgress from 'nprogress';
import { useEffect } from 'react';

/** The route-change progress bar starts at 8 %. */
export const PROGRESS_MINIMUM = 0.08;

/*
 * NProgress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles, serious). The
 * bar only shows that something moves; screen readers learn of the new page from its title and focus, so
 * the bar is hidden from them (and found by its class: NProgress looks for [role="bar"] by default).
 */
export const PROGRESS_TEMPLATE = '<div class="bar" aria-hidden="true"><div class="peg"></div></div>';

/** A thin progress bar during client-side navigations, bound to the router's events. */
export function RouteProgress() {
  const router = useRouter();
  useEffect(() => {
    NProgress.configure({ minimum: PROGRESS_MINIMUM, showSpinner: false, template: PROGRESS_TEMPLATE, barSelector: '.bar' });
    const offStart = router.subscribe('onBeforeLoad', (event) => {
      if (event.pathChanged || event.hrefChanged) NProgress.start();
    });
    const offDone = router.subscribe('onResolved', () => NProgress.done());
    return () => {
      offStart();
      offDone();
      NProgress.remove();
    };
  }, [router]);
  return null;
}
