import type { UserKind } from '../identity/roles';
import { delocalizePath } from '../routing/localized-paths';
import { localeFromPrefix } from '../shared/locale';

/** Every event the product reports to analytics, by its key. */
export const ANALYTICS_EVENT_KEYS = [
  'job_search',
  'job_visit',
  'job_apply_start',
  'job_apply_complete',
  'job_edit',
  'job_share',
  'job_bookmark',
  'resume_search',
  'resume_visit',
  'orgprofile_search',
  'orgprofile_visit',
  'orgprofile_edit',
  'orgprofile_share',
  'login',
  'sign_up_start',
  'sign_up',
  'job_alert_signup',
  'job_alert_signup_anonymous',
  'job_alert_prompt',
  'resume_step_personal_info',
  'resume_completed',
  'resume_alert_signup',
  'resume_visit_anonymous',
  'resume_visit_full',
  'page_view',
  'view_original_ad_btn_click',
] as const;
export type AnalyticsEventKey = (typeof ANALYTICS_EVENT_KEYS)[number];

export const isAnalyticsEventKey = (value: unknown): value is AnalyticsEventKey =>
  typeof value === 'string' && (ANALYTICS_EVENT_KEYS as readonly string[]).includes(value);

/** The dimensions an event may carry. */
export const ANALYTICS_DIMENSIONS = [
  'entity_id',
  'entity_type',
  'entity_bundle',
  'entity_title',
  'organization_name',
  'title',
  'application_type',
  'importer_ID',
  'occupations',
  'regions',
  'employment_types',
  'upgrades',
  'user_role',
  'current_user_role',
  'current_user_id',
  'route',
  'entity_subtype',
  'owner_id',
  'entity_user_id',
  'entity_user_name',
  'event_occurrence_place',
  'companies',
  'search_query',
  'organization_id',
  'signup_method',
  'prefered_job_role',
  'languages',
  'skills',
  'region',
  'fields_of_study',
  'request_status',
  'job_owner_frontend',
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];

/** Ids and the like: an empty one is sent as -1, every other empty dimension as (none). */
const NUMERIC_DIMENSIONS: ReadonlySet<AnalyticsDimension> = new Set([
  'entity_id',
  'importer_ID',
  'current_user_id',
  'owner_id',
  'entity_user_id',
  'organization_id',
]);

export type DimensionInput = string | number | boolean | null | undefined | readonly (string | number)[];

/** One dimension's value as analytics receives it: always a string, never empty. */
export function analyticsValue(dimension: AnalyticsDimension, value: DimensionInput): string {
  const text = Array.isArray(value)
    ? value
        .map(String)
        .filter((v) => v.trim() !== '')
        .join(',')
    : value == null
      ? ''
      : String(value);
  if (text.trim() !== '') return text;
  return NUMERIC_DIMENSIONS.has(dimension) ? '-1' : '(none)';
}

/** The role a visitor is reported with: their kind, and `anonymous` for a guest or a kind not known. */
export function analyticsRole(kind: UserKind | null | undefined): 'applicant' | 'recruiter' | 'anonymous' {
  return kind === 'applicant' || kind === 'recruiter' ? kind : 'anonymous';
}

/** Who sends an event: a guest is `anonymous` with user id -1. */
export interface AnalyticsActor {
  readonly id: string | null;
  readonly kind: UserKind | null;
}

export type AnalyticsPayload = Readonly<Record<string, string>> & { readonly event: AnalyticsEventKey };

/**
 * An event as the data layer receives it: the key, the visitor's role and id, and each given dimension
 * by the value rules (strings; empty as -1 or (none)).
 */
export function analyticsPayload(
  event: AnalyticsEventKey,
  actor: AnalyticsActor,
  dimensions: Readonly<Partial<Record<AnalyticsDimension, DimensionInput>>> = {},
): AnalyticsPayload {
  const role = analyticsRole(actor.id ? actor.kind : null);
  const out: Record<string, string> = {};
  for (const dimension of ANALYTICS_DIMENSIONS) {
    if (dimension in dimensions) out[dimension] = analyticsValue(dimension, dimensions[dimension]);
  }
  out.user_role = role;
  out.current_user_role = role;
  out.current_user_id = analyticsValue('current_user_id', role === 'anonymous' ? null : actor.id);
  return { ...out, event };
}

// A segment that names one record or carries a secret: ids, UUIDs, tokens. A report counts pages, not records.
const RECORD_SEGMENT = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[A-Za-z0-9_-]{32,})$/i;

/**
 * The page's shape for analytics: a job page is `/job/{...}` whatever its slug, an organization's
 * `/organization/{...}`, a resume's `/resumes/{...}`; lists and home as they are, in the internal
 * (English) spelling whatever the page's language (`/emploi` is `/jobs`, `/bewerbersuche/…` is
 * `/resumes/{...}`); a search that links to one job (`/jobs?jobId=…`) is `/jobs (jobId)`. Other pages
 * by their path with every id or token as `{...}`, never with the query (it may carry a search or a token).
 */
export function trackingPageShape(pathname: string): string {
  const prefix = /^\/(de|en|fr)(?=\/|$)/i.exec(pathname);
  const locale = (prefix ? localeFromPrefix(prefix[1]!) : undefined) ?? 'de';
  const path = delocalizePath(pathname.slice(prefix?.[0].length ?? 0).replace(/[?#].*$/, '') || '/', locale);
  if (/^\/job\/[^/]+/.test(path) && !/^\/job\/wizard(\/|$)/.test(path)) return '/job/{...}';
  if (/^\/organization\/[^/]+\/edit\/?$/.test(path)) return '/organization/{...}/edit';
  if (/^\/organization\/[^/]+/.test(path)) return '/organization/{...}';
  if (/^\/resumes\/[^/]+/.test(path)) return '/resumes/{...}';
  if (/^\/jobs(\/|$)/.test(path)) return /[?&]jobId=[^&#]/.test(pathname) ? '/jobs (jobId)' : '/jobs';
  if (/^\/organizations(\/|$)/.test(path)) return '/organizations';
  if (/^\/blog(\/|$)/.test(path)) return '/blog';
  const shape = path
    .split('/')
    .map((segment) => (RECORD_SEGMENT.test(segment) ? '{...}' : segment))
    .join('/');
  return shape.replace(/\/+$/, '') || '/';
}
