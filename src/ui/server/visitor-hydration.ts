import { type AnyRouter, rootRouteId } from '@tanstack/react-router';
import type { ConsentBannerData } from './tracking.functions';

/**
 * Whether a page may wait for its visitor before loading the board's scripts
 * (visitor-hydration-rewriter.ts): only for a visitor without a session, on a site whose consent is asked
 * by the board's own banner (a consent vendor's script must run at once, it is what asks), and who has
 * granted no service (a tracker the visitor allowed counts the page view when it loads). Everything else,
 * and any page the root did not load (an error document), hydrates at once as before.
 */
export function hydratesOnInteraction(router: AnyRouter): boolean {
  const root = router.stores.matches.get().find((match) => match.routeId === rootRouteId);
  if (root?.status !== 'success') return false;
  if ((root.context as { session?: unknown }).session) return false;
  const banner = (root.loaderData as { consentBanner?: ConsentBannerData } | undefined)?.consentBanner;
  if (banner?.setup.consent.provider !== 'first-party') return false;
  return !Object.values(banner.choices).some(Boolean);
}
