import type { ConsentChoices } from './consent-choices';
import { type ConsentService, FUNCTIONAL_SERVICES, type TrackerService } from './consent-services';

/** Consent management platforms a site may use instead of the board's own banner. */
export const CONSENT_VENDORS = [
  'usercentrics',
  'onetrust',
  'consentmanager',
  'trustcommander',
  'traffective',
  'didomi',
  'civiccookiecontrol',
  'cookiescript',
] as const;
export type ConsentVendor = (typeof CONSENT_VENDORS)[number];

export type ConsentProviderSetup =
  | { readonly provider: 'first-party' }
  | {
      readonly provider: ConsentVendor;
      /** The vendor's loader script (it runs before any consent: it is what asks for it). */
      readonly scriptUrl: string;
      /** Our service → the vendor's id for it (Usercentrics template id or name, OneTrust group, Civic category name, …). */
      readonly services: Readonly<Partial<Record<ConsentService, string>>>;
    };

/**
 * The audience measurement's account (INFOnline's measurement manager, `IOMm`): the offer id (`st`), the
 * data domain (`dn`) and the page code (`cp`) every page view is counted under.
 */
export interface AudienceMeasurementSetup {
  readonly site: string;
  readonly domain: string;
  readonly code: string;
}

/** How one site asks for consent and which trackers it loads once given. */
export interface TrackingSetup {
  readonly consent: ConsentProviderSetup;
  /** Script URL per tracker service; a service without one is never loaded. */
  readonly trackers: Readonly<Partial<Record<TrackerService, string>>>;
  /** Only with `trackers.audienceMeasurement`: what its page views are counted under. */
  readonly audienceMeasurement?: AudienceMeasurementSetup;
  /** The server-side measurement's and conversion API's collectors; each switched on by its URL. Server only. */
  readonly serverSide?: ServerSideSetup;
  /** The tags each event goes to besides the data layer, by the global function their script defines. */
  readonly tags?: EventTagsSetup;
}

/**
 * The page-analytics tag and the web tracking tag: each the name of a global, gtag-compatible function
 * (`gtag('event', key, params)`) that the tracker's script defines once it has loaded.
 */
export interface EventTagsSetup {
  readonly pageAnalytics?: string;
  readonly webTracking?: string;
}
export type EventTag = keyof EventTagsSetup;

/**
 * Which consent each tag needs, and which tracker's script brings its function: the page-analytics tag
 * belongs to the page analytics, the web tracking tag to the event tracking.
 */
export const EVENT_TAG_SERVICE: Readonly<Record<EventTag, TrackerService>> = {
  pageAnalytics: 'pageAnalytics',
  webTracking: 'eventTracking',
};

export interface ServerSideSetup {
  /** Where `/api/gmapi` forwards events (switched off without). */
  readonly measurementUrl?: string;
  /** Where `/api/conversionapi` forwards events (switched off without), and which events it takes. */
  readonly conversionUrl?: string;
  readonly conversionEvents?: readonly string[];
}

/** What the page learns of the server side: only whether each switch is on, never where events go. */
export interface ServerSideSwitches {
  readonly measurement: boolean;
  readonly conversionEvents: readonly string[];
}

export const serverSideSwitches = (setup: TrackingSetup): ServerSideSwitches => ({
  measurement: Boolean(setup.serverSide?.measurementUrl),
  conversionEvents: setup.serverSide?.conversionUrl ? (setup.serverSide.conversionEvents ?? []) : [],
});

/** The setup as the browser receives it: the collectors' addresses (they may carry a key) stay on the server. */
export const browserTrackingSetup = ({ serverSide: _, ...setup }: TrackingSetup): TrackingSetup => setup;

/** A tag loads asynchronously: its global is looked for every 500 ms, 30 times, then given up on. */
export const TAG_WAIT = { intervalMs: 500, attempts: 30 } as const;
/** The audience measurement counts a page view 1000 ms after the page shows (a bounce is no visit). */
export const AUDIENCE_PAGE_VIEW_DELAY_MS = 1000;
/** The measurement manager's `mh` setting the product runs with. */
export const AUDIENCE_MH = 5;

/** No trackers, the board's own banner: what a site without tracking configuration gets. */
export const NO_TRACKING: TrackingSetup = { consent: { provider: 'first-party' }, trackers: {} };

/** The trackers this site would load, in a stable order. */
export const configuredTrackers = (setup: TrackingSetup): readonly TrackerService[] =>
  (Object.keys(setup.trackers) as TrackerService[]).filter((s) => setup.trackers[s]).sort();

/**
 * The services the board's own banner and settings ask about: the site's trackers, then the page
 * features that reach a third party (place suggestions only where the site asks before them).
 */
export function bannerServices(setup: TrackingSetup, geoSuggestConsent: boolean): readonly ConsentService[] {
  const functional = FUNCTIONAL_SERVICES.filter((s) => s !== 'geoSuggest' || geoSuggestConsent);
  return [...configuredTrackers(setup), ...functional];
}

/**
 * The board's banner opens by itself only on a site with tracking, where it (not a vendor) asks, while a
 * tracker still waits for an answer: a "yes" given in place to a video does not answer for analytics.
 */
export const bannerOpensByItself = (setup: TrackingSetup, choices: ConsentChoices | null, trackingFeature: boolean): boolean =>
  trackingFeature && setup.consent.provider === 'first-party' && configuredTrackers(setup).some((t) => choices?.[t] === undefined);
