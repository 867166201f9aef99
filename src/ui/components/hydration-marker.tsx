import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has hydrated the page. Rendered by each page (the leaf of the
 * route tree), because route components load lazily and hydrate after the shell. Browser journeys wait for it before
 * clicking: a click replayed by React while hydration is still running navigates the router under a
 * half-hydrated tree and React reports a hydration mismatch.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
