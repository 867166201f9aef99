/**
 * What a visitor consents to, one service at a time. Trackers are the scripts the site may load
 * (page analytics, tag manager, session replay, social pixel, event tracking, audience measurement);
 * functional services are third parties a page feature asks before it reaches them (place
 * suggestions, video players, the map tiles of an organization's locations).
 */
export const TRACKER_SERVICES = [
  'pageAnalytics',
  'tagManager',
  'sessionReplay',
  'socialPixel',
  'eventTracking',
  'audienceMeasurement',
] as const;
export const FUNCTIONAL_SERVICES = ['geoSuggest', 'youtube', 'vimeo', 'map'] as const;
export const CONSENT_SERVICES = [...TRACKER_SERVICES, ...FUNCTIONAL_SERVICES] as const;

export type TrackerService = (typeof TRACKER_SERVICES)[number];
export type FunctionalService = (typeof FUNCTIONAL_SERVICES)[number];
export type ConsentService = (typeof CONSENT_SERVICES)[number];

export const isConsentService = (value: unknown): value is ConsentService =>
  typeof value === 'string' && (CONSENT_SERVICES as readonly string[]).includes(value);

export const isTrackerService = (value: unknown): value is TrackerService =>
  typeof value === 'string' && (TRACKER_SERVICES as readonly string[]).includes(value);

/** One service's consent as the consent provider reports it. */
export interface ConsentEntry {
  readonly serviceID: ConsentService;
  readonly status: boolean;
}
