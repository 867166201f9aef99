import { useRouter } from '@tanstack/react-router';
import NProgress from 'nprogress';
import { useEffect } from 'react';

/** The route-change progress bar starts at 8 %. */
export const PROGRESS_MINIMUM = 0.08;

/** A thin progress bar during client-side navigations, bound to the router's events. */
export function RouteProgress() {
  const router = useRouter();
  useEffect(() => {
    NProgress.configure({ minimum: PROGRESS_MINIMUM, showSpinner: false });
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
