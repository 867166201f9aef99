import { useEffect } from 'react';
import { replayEarlyInput } from './early-input';

/**
 * Marks `<html data-hydrated>` once React has hydrated the page. Rendered by each page (the leaf of the
 * route tree), because route components load lazily and hydrate after the shell. Browser journeys wait for it before
 * clicking: a click replayed by React while hydration is still running navigates the router under a
 * half-hydrated tree and React reports a hydration mismatch. The first time, it also hands what the
 * visitor typed before hydration to the fields' handlers.
 */
export function HydrationMarker() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.dataset.hydrated === 'true') return;
    replayEarlyInput(document);
    root.dataset.hydrated = 'true';
  }, []);
  return null;
}
