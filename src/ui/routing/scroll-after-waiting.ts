/**
 * Set on the page by the visitor's loader (server/visitor-loader-script.ts) when it starts the board's
 * scripts on the visitor's first interaction, which is often a scroll.
 */
export const HYDRATION_WAITED_ATTRIBUTE = 'data-hydration-waited';

/**
 * The router's scroll restoration, but not on the render that hydrates a page which waited for its visitor:
 * that render would put the page back at the top (or where a reload left it) after the visitor had already
 * scrolled it — the interaction that loaded the scripts. The browser placed such a page itself on load.
 * Every later navigation restores and resets as the router does.
 */
export function scrollRestorationAfterWaiting(): () => boolean {
  let hydrating = true;
  return () => {
    const waited = hydrating && typeof document !== 'undefined' && document.documentElement.hasAttribute(HYDRATION_WAITED_ATTRIBUTE);
    hydrating = false;
    return !waited;
  };
}
