import { createServerFn } from '@tanstack/react-start';
import { type ConsentChoices, decodeConsentChoices } from '../../domain/tracking/consent-choices';
import type { ConsentService } from '../../domain/tracking/consent-services';
import {
  bannerOpensByItself,
  bannerServices,
  browserTrackingSetup,
  type ServerSideSwitches,
  serverSideSwitches,
  type TrackingSetup,
} from '../../domain/tracking/tracking-setup';
import { CONSENT_COOKIE } from '../tracking/consent/first-party-consent';
import { board } from './board-context.server';
import { csrfTokenFor } from './session.server';

/** What every page needs for consent: the site's setup, the services asked about, the visitor's answers. */
export interface ConsentBannerData {
  readonly setup: TrackingSetup;
  /** Whether events also go to `/api/gmapi` and which to `/api/conversionapi` (never where they go from there). */
  readonly serverSide: ServerSideSwitches;
  readonly services: readonly ConsentService[];
  readonly choices: ConsentChoices;
  /** Rendered open by the server, so the page never shifts when it appears. */
  readonly opensByItself: boolean;
  /** For the plain forms (without JavaScript): the banner's when it opens by itself, the settings page's. */
  readonly csrfToken: string | null;
}

/** The cookie settings page in each locale (its form is there, also without JavaScript). */
const SETTINGS_PAGE = /\/(cookie-settings|cookie-einstellungen)\/?$/;

export const loadConsentBanner = createServerFn({ method: 'GET' }).handler(async (): Promise<ConsentBannerData> => {
  const { getCookie, getRequest, setCookie } = await import('@tanstack/react-start/server');
  const b = await board();
  const setup = b.trackingSetup;
  const choices = decodeConsentChoices(getCookie(CONSENT_COOKIE));
  const opensByItself = bannerOpensByItself(setup, choices, b.site.features.tracking);
  return {
    setup: browserTrackingSetup(setup),
    serverSide: serverSideSwitches(setup),
    services: bannerServices(setup, b.site.features.geoSuggestConsent),
    choices: choices ?? {},
    opensByItself,
    // Only where a plain form is on the page: a token cookie keeps the page from being compressed.
    csrfToken:
      opensByItself || SETTINGS_PAGE.test(new URL(getRequest().url).pathname) ? csrfTokenFor(b.csrfGuard, getCookie, setCookie) : null,
  };
});
