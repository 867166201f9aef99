import type { Job } from '../job/job';
import type { ShareChannel } from '../job/share-links';
import type { OrganizationEvent } from '../organization/organization-events';
import { type AnalyticsDimension, type AnalyticsEventKey, type DimensionInput, trackingPageShape } from './analytics-event';

/** The job fields an event reports; the job page, the cards and the bookmark button all have them. */
export type TrackedJob = Pick<Job, 'id' | 'title'> &
  Partial<Pick<Job, 'type' | 'organization' | 'occupations' | 'employmentTypes' | 'location' | 'external' | 'importerId'>>;

/** What the visitor did, as the pages announce it; `productEventAnalytics` turns it into analytics events. */
export type ProductEvent =
  | { readonly name: 'job_visit'; readonly job: TrackedJob }
  | { readonly name: 'job_share'; readonly job: TrackedJob; readonly channel: ShareChannel }
  | { readonly name: 'job_bookmark'; readonly job: TrackedJob; readonly path: string }
  | { readonly name: 'view_original_ad_btn_click'; readonly job: TrackedJob }
  | { readonly name: 'job_edit'; readonly jobId: string; readonly title: string; readonly organizationId: string | null }
  | {
      readonly name: 'job_search';
      readonly keys: string | null;
      readonly region: string | null;
      readonly total: number;
      readonly jobId: string | null;
    }
  | { readonly name: 'job_alert_prompt'; readonly keys: string | null }
  | { readonly name: 'job_alert_signup'; readonly signedIn: boolean; readonly keys: string | null }
  | { readonly name: 'resume_search'; readonly keys: string | null; readonly total: number }
  | { readonly name: 'orgprofile_search'; readonly keys: string | null; readonly total: number };

export interface AnalyticsEventParts {
  readonly key: AnalyticsEventKey;
  readonly dimensions: Readonly<Partial<Record<AnalyticsDimension, DimensionInput>>>;
}

/** The page shapes the events happen on (never a slug or id in a path). */
const JOB_PAGE = '/job/{...}';
const ORGANIZATION_PAGE = '/organization/{...}';

// Labels in German, the one language every site has: a report must not split one occupation by locale.
const labels = (terms: Job['occupations'] | undefined): readonly string[] => (terms ?? []).map((term) => term.label.de);

function jobDimensions(job: TrackedJob): AnalyticsEventParts['dimensions'] {
  return {
    entity_id: job.id,
    entity_type: 'job',
    entity_bundle: job.type,
    entity_title: job.title,
    title: job.title,
    organization_id: job.organization?.id,
    organization_name: job.organization?.name,
    companies: job.organization?.name,
    occupations: labels(job.occupations),
    employment_types: labels(job.employmentTypes),
    regions: job.location?.administrativeArea,
    region: job.location?.locality,
    application_type: job.external ? 'external' : 'internal',
    importer_ID: job.importerId,
  };
}

/**
 * The analytics event one announcement becomes: its key, and the dimensions the event's reports group
 * by. A search reports its words and place (what a visitor typed into a search field, which the
 * visitor's consent covers) but never a person: no name, address or account of anyone else.
 */
export function productEventAnalytics(event: ProductEvent): AnalyticsEventParts {
  switch (event.name) {
    case 'job_visit':
    case 'view_original_ad_btn_click':
      return { key: event.name, dimensions: { ...jobDimensions(event.job), route: JOB_PAGE } };
    case 'job_share':
      return { key: 'job_share', dimensions: { ...jobDimensions(event.job), route: JOB_PAGE, event_occurrence_place: event.channel } };
    case 'job_bookmark':
      return { key: 'job_bookmark', dimensions: { ...jobDimensions(event.job), route: trackingPageShape(event.path) } };
    case 'job_edit':
      return {
        key: 'job_edit',
        dimensions: {
          entity_id: event.jobId,
          entity_type: 'job',
          entity_title: event.title,
          title: event.title,
          organization_id: event.organizationId,
          route: '/job/wizard',
        },
      };
    case 'job_search':
      return {
        key: 'job_search',
        dimensions: {
          search_query: event.keys,
          region: event.region,
          entity_type: 'job',
          entity_id: event.jobId,
          route: event.jobId ? '/jobs (jobId)' : '/jobs',
          request_status: event.total > 0 ? 'results' : 'no_results',
        },
      };
    case 'job_alert_prompt':
      return { key: 'job_alert_prompt', dimensions: { entity_type: 'job_alert', search_query: event.keys, route: '/jobs' } };
    case 'job_alert_signup':
      return {
        key: event.signedIn ? 'job_alert_signup' : 'job_alert_signup_anonymous',
        dimensions: { entity_type: 'job_alert', search_query: event.keys, route: '/jobs' },
      };
    case 'resume_search':
      return {
        key: 'resume_search',
        dimensions: {
          entity_type: 'resume',
          search_query: event.keys,
          route: '/resumes',
          request_status: event.total > 0 ? 'results' : 'no_results',
        },
      };
    case 'orgprofile_search':
      return {
        key: 'orgprofile_search',
        dimensions: {
          entity_type: 'organization',
          search_query: event.keys,
          route: '/organizations',
          request_status: event.total > 0 ? 'results' : 'no_results',
        },
      };
  }
}

/** An organization page's announcement as analytics receives it (`orgprofile_visit`, `_share`, `_edit`). */
export function organizationEventAnalytics(event: OrganizationEvent): AnalyticsEventParts {
  const dimensions = {
    entity_id: event.organizationId,
    entity_type: 'organization',
    entity_title: event.organizationName,
    organization_id: event.organizationId,
    organization_name: event.organizationName,
    route: event.name === 'orgprofile_edit' ? '/organization/{...}/edit' : ORGANIZATION_PAGE,
  };
  return event.name === 'orgprofile_share'
    ? { key: event.name, dimensions: { ...dimensions, event_occurrence_place: event.channel } }
    : { key: event.name, dimensions };
}
