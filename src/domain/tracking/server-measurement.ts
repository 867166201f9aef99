import { type AnalyticsEventKey, isAnalyticsEventKey } from './analytics-event';

/** The events whose `entity_id` the server-side measurement keeps; every other event goes without it. */
export const ENTITY_ID_EVENTS: ReadonlySet<AnalyticsEventKey> = new Set([
  'job_visit',
  'job_edit',
  'job_bookmark',
  'job_search',
  'view_original_ad_btn_click',
  'job_apply_start',
  'job_apply_complete',
  'job_alert_prompt',
  'orgprofile_visit',
]);

/**
 * Bounds of one measurement call: a page's event carries about twenty dimensions of a few words each,
 * so anything far beyond is not ours and is refused whole.
 */
export const MEASUREMENT_LIMITS = { bodyBytes: 16_384, params: 40, keyLength: 40, valueLength: 500 } as const;

/** The two server-side endpoints, each counted on its own. */
export type MeasurementCallKind = 'measurement' | 'conversion';
/**
 * Per site, kind and visitor address, across every worker and host: a page sends a handful of events, a
 * flood is cut off after this.
 */
export const MEASUREMENT_RATE = { points: 120, durationSeconds: 60 } as const;

/** A key that could name a person or a visit: never forwarded, whatever the page sent. */
const PERSONAL_KEY = /user|session|owner|referrer/i;
const PARAM_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

export type MeasurementProblem = 'UNKNOWN_EVENT' | 'TOO_MANY_PARAMS' | 'BAD_PARAM' | 'FORGED_FRONTEND';

export interface MeasurementEvent {
  readonly event: `ss_${AnalyticsEventKey}`;
  readonly params: Readonly<Record<string, string | number>>;
}

/** Checks the page's params; the first problem found, or null. */
function paramsProblem(params: Readonly<Record<string, string>>, frontend: string): MeasurementProblem | null {
  const entries = Object.entries(params);
  if (entries.length > MEASUREMENT_LIMITS.params) return 'TOO_MANY_PARAMS';
  for (const [key, value] of entries) {
    if (!PARAM_KEY.test(key) || key.length > MEASUREMENT_LIMITS.keyLength || value.length > MEASUREMENT_LIMITS.valueLength)
      return 'BAD_PARAM';
  }
  // The site is the server's to say: a page claiming another one is not passed on under either.
  if (params.current_frontend !== undefined && params.current_frontend !== frontend) return 'FORGED_FRONTEND';
  return null;
}

/**
 * A page's event as the server-side measurement forwards it: the key prefixed `ss_`, without any
 * parameter whose key names a user, session, owner or referrer, `entity_id` only for the events that
 * identify what was seen, plus `value`, `server` = 1 and the site as `current_frontend`.
 */
export function measurementEvent(
  event: string,
  params: Readonly<Record<string, string>>,
  frontend: string,
): { ok: true; value: MeasurementEvent } | { ok: false; problem: MeasurementProblem } {
  if (!isAnalyticsEventKey(event)) return { ok: false, problem: 'UNKNOWN_EVENT' };
  const problem = paramsProblem(params, frontend);
  if (problem) return { ok: false, problem };
  const kept: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (PERSONAL_KEY.test(key)) continue;
    if (key === 'entity_id' && !ENTITY_ID_EVENTS.has(event)) continue;
    kept[key] = value;
  }
  return { ok: true, value: { event: `ss_${event}`, params: { ...kept, value: 1, server: 1, current_frontend: frontend } } };
}

export interface ConversionEvent {
  readonly event_name: AnalyticsEventKey;
  readonly custom_data: Readonly<Record<string, string>>;
}

/**
 * A page's event as the conversion API forwards it, only for the events the site enabled; the custom data
 * loses personal keys as the measurement's params do.
 */
export function conversionEvent(
  eventName: string,
  customData: Readonly<Record<string, string>>,
  frontend: string,
  enabled: readonly string[],
): { ok: true; value: ConversionEvent } | { ok: false; problem: MeasurementProblem | 'EVENT_NOT_ENABLED' } {
  if (!isAnalyticsEventKey(eventName)) return { ok: false, problem: 'UNKNOWN_EVENT' };
  const problem = paramsProblem(customData, frontend);
  if (problem) return { ok: false, problem };
  if (!enabled.includes(eventName)) return { ok: false, problem: 'EVENT_NOT_ENABLED' };
  const kept = Object.fromEntries(Object.entries(customData).filter(([key]) => !PERSONAL_KEY.test(key)));
  return { ok: true, value: { event_name: eventName, custom_data: { ...kept, current_frontend: frontend } } };
}
