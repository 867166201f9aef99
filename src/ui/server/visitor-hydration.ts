import { type AnyRouter, rootRouteId } from '@tanstack/react-router';
import type { SiteConfig } from '../../domain/site/site-config';
import type { ConsentBannerData } from './tracking.functions';

/** How a visitor's page waits (visitor-loader-script.ts). */
export interface VisitorWait {
  /**
   * Whether a visit from a campaign link (`utm_source`) loads the scripts at once: where the site records
   * where an account came from, the page remembers the campaign for the browser session, which a click to
   * another page before the first interaction's scripts arrived would lose.
   */
  readonly campaignAtOnce: boolean;
}

/**
 * Whether a page may wait for its visitor before loading the board's scripts
 * (visitor-hydration-rewriter.ts), and how: only for a visitor without a session, on a site whose consent
 * is asked by the board's own banner (a consent vendor's script must run at once, it is what asks), who
 * has granted no service (a tracker the visitor allowed counts the page view when it loads). Null for
 * everything else, and for any page the root did not load (an error document): it hydrates at once.
 */
export function visitorWait(router: AnyRouter): VisitorWait | null {
  const root = router.stores.matches.get().find((match) => match.routeId === rootRouteId);
  if (root?.status !== 'success') return null;
  const context = root.context as { session?: unknown; site?: Pick<SiteConfig, 'features'> };
  if (context.session) return null;
  const banner = (root.loaderData as { consentBanner?: ConsentBannerData } | undefined)?.consentBanner;
  if (banner?.setup.consent.provider !== 'first-party') return null;
  if (Object.values(banner.choices).some(Boolean)) return null;
  return { campaignAtOnce: context.site?.features.creationSource === true };
}
