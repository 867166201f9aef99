import { describe, expect, it } from 'vitest';
import type { Term } from '../../../../src/domain/job/taxonomy';
import { ANALYTICS_EVENT_KEYS, type AnalyticsEventKey, analyticsPayload } from '../../../../src/domain/tracking/analytics-event';
import {
  organizationEventAnalytics,
  type ProductEvent,
  productEventAnalytics,
  type TrackedJob,
} from '../../../../src/domain/tracking/product-events';
import type { OrganizationEvent } from '../../../../src/domain/organization/organization-events';

const term = (id: string, de: string, en: string): Term => ({
  id,
  vocabulary: 'occupations',
  label: { de, 'en-GB': en },
  alias: { de: id },
});

const job: TrackedJob = {
  id: '4711',
  title: 'Pflegefachkraft (m/w/d)',
  type: 'job_per_template',
  external: false,
  organization: { id: '12', name: 'Klinikum Süd', slug: 'klinikum-sued', logoUrl: null },
  occupations: [term('7', 'Pflege', 'Nursing'), term('8', 'Gesundheit', 'Health')],
  employmentTypes: [term('3', 'Vollzeit', 'Full time')],
  location: {
    countryCode: 'DE',
    addressLine1: null,
    locality: 'Freiburg im Breisgau',
    zip: null,
    administrativeArea: 'Baden-Württemberg',
    lat: null,
    lon: null,
  },
};

const jobDimensions = {
  entity_id: '4711',
  entity_type: 'job',
  entity_bundle: 'job_per_template',
  entity_title: 'Pflegefachkraft (m/w/d)',
  title: 'Pflegefachkraft (m/w/d)',
  organization_id: '12',
  organization_name: 'Klinikum Süd',
  companies: 'Klinikum Süd',
  // German labels, whatever the page's language: one occupation is one row in a report.
  occupations: 'Pflege,Gesundheit',
  employment_types: 'Vollzeit',
  regions: 'Baden-Württemberg',
  region: 'Freiburg im Breisgau',
  application_type: 'internal',
  // Written in the wizard: no importer (an id dimension, so -1).
  importer_ID: '-1',
};

const guest = { id: null, kind: null };
const asGuest = { user_role: 'anonymous', current_user_role: 'anonymous', current_user_id: '-1' };
const sent = (event: ProductEvent) => {
  const { key, dimensions } = productEventAnalytics(event);
  return analyticsPayload(key, guest, dimensions);
};
const sentOrganization = (event: OrganizationEvent) => {
  const { key, dimensions } = organizationEventAnalytics(event);
  return analyticsPayload(key, guest, dimensions);
};

// The data layer's payload of every event the job, search, alert and organization pages announce.
const table: ReadonlyArray<readonly [string, () => Record<string, string>, Record<string, string>]> = [
  ['job_visit', () => sent({ name: 'job_visit', job }), { event: 'job_visit', ...jobDimensions, route: '/job/{...}', ...asGuest }],
  [
    'job_share',
    () => sent({ name: 'job_share', job, channel: 'whatsapp' }),
    { event: 'job_share', ...jobDimensions, route: '/job/{...}', event_occurrence_place: 'whatsapp', ...asGuest },
  ],
  [
    'job_bookmark',
    () => sent({ name: 'job_bookmark', job: { id: '4711', title: 'Pflegefachkraft (m/w/d)' }, path: '/de/jobs/vollzeit' }),
    {
      event: 'job_bookmark',
      entity_id: '4711',
      entity_type: 'job',
      entity_bundle: '(none)',
      entity_title: 'Pflegefachkraft (m/w/d)',
      title: 'Pflegefachkraft (m/w/d)',
      organization_id: '-1',
      organization_name: '(none)',
      companies: '(none)',
      occupations: '(none)',
      employment_types: '(none)',
      regions: '(none)',
      region: '(none)',
      application_type: 'internal',
      importer_ID: '-1',
      route: '/jobs',
      ...asGuest,
    },
  ],
  [
    'view_original_ad_btn_click',
    // An imported job names the importer that keeps it in step with its source.
    () => sent({ name: 'view_original_ad_btn_click', job: { ...job, external: true, importerId: '31' } }),
    {
      event: 'view_original_ad_btn_click',
      ...jobDimensions,
      application_type: 'external',
      importer_ID: '31',
      route: '/job/{...}',
      ...asGuest,
    },
  ],
  [
    'job_edit',
    () => sent({ name: 'job_edit', jobId: '4711', title: 'Pflegefachkraft', organizationId: '12' }),
    {
      event: 'job_edit',
      entity_id: '4711',
      entity_type: 'job',
      entity_title: 'Pflegefachkraft',
      title: 'Pflegefachkraft',
      organization_id: '12',
      route: '/job/wizard',
      ...asGuest,
    },
  ],
  [
    'job_search',
    () => sent({ name: 'job_search', keys: 'Pflege', region: 'Freiburg im Breisgau', total: 12, jobId: null }),
    {
      event: 'job_search',
      search_query: 'Pflege',
      region: 'Freiburg im Breisgau',
      entity_type: 'job',
      entity_id: '-1',
      route: '/jobs',
      request_status: 'results',
      ...asGuest,
    },
  ],
  [
    'job_search (jobId)',
    () => sent({ name: 'job_search', keys: null, region: null, total: 0, jobId: '4711' }),
    {
      event: 'job_search',
      search_query: '(none)',
      region: '(none)',
      entity_type: 'job',
      entity_id: '4711',
      route: '/jobs (jobId)',
      request_status: 'no_results',
      ...asGuest,
    },
  ],
  [
    'job_alert_prompt',
    () => sent({ name: 'job_alert_prompt', keys: 'Pflege' }),
    { event: 'job_alert_prompt', entity_type: 'job_alert', search_query: 'Pflege', route: '/jobs', ...asGuest },
  ],
  [
    'job_alert_signup',
    () => sent({ name: 'job_alert_signup', signedIn: true, keys: null }),
    { event: 'job_alert_signup', entity_type: 'job_alert', search_query: '(none)', route: '/jobs', ...asGuest },
  ],
  [
    'job_alert_signup_anonymous',
    () => sent({ name: 'job_alert_signup', signedIn: false, keys: 'Koch' }),
    { event: 'job_alert_signup_anonymous', entity_type: 'job_alert', search_query: 'Koch', route: '/jobs', ...asGuest },
  ],
  [
    'resume_search',
    () => sent({ name: 'resume_search', keys: 'Java', total: 3 }),
    { event: 'resume_search', entity_type: 'resume', search_query: 'Java', route: '/resumes', request_status: 'results', ...asGuest },
  ],
  [
    'orgprofile_search',
    () => sent({ name: 'orgprofile_search', keys: null, total: 0 }),
    {
      event: 'orgprofile_search',
      entity_type: 'organization',
      search_query: '(none)',
      route: '/organizations',
      request_status: 'no_results',
      ...asGuest,
    },
  ],
  [
    'orgprofile_visit',
    () => sentOrganization({ name: 'orgprofile_visit', organizationId: '12', organizationName: 'Klinikum Süd' }),
    {
      event: 'orgprofile_visit',
      entity_id: '12',
      entity_type: 'organization',
      entity_title: 'Klinikum Süd',
      organization_id: '12',
      organization_name: 'Klinikum Süd',
      route: '/organization/{...}',
      ...asGuest,
    },
  ],
  [
    'orgprofile_share',
    () => sentOrganization({ name: 'orgprofile_share', organizationId: '12', organizationName: 'Klinikum Süd', channel: 'linkedin' }),
    {
      event: 'orgprofile_share',
      entity_id: '12',
      entity_type: 'organization',
      entity_title: 'Klinikum Süd',
      organization_id: '12',
      organization_name: 'Klinikum Süd',
      route: '/organization/{...}',
      event_occurrence_place: 'linkedin',
      ...asGuest,
    },
  ],
  [
    'orgprofile_edit',
    () => sentOrganization({ name: 'orgprofile_edit', organizationId: '12', organizationName: 'Klinikum Süd' }),
    {
      event: 'orgprofile_edit',
      entity_id: '12',
      entity_type: 'organization',
      entity_title: 'Klinikum Süd',
      organization_id: '12',
      organization_name: 'Klinikum Süd',
      route: '/organization/{...}/edit',
      ...asGuest,
    },
  ],
];

describe('the job, search, alert and organization events', () => {
  it.each(table)('%s reaches the data layer as strings with its dimensions', (_, payload, expected) => {
    expect(payload()).toEqual(expected);
  });

  it('cover every key the pages announce, and each is one of the 26', () => {
    const keys = new Set(table.map(([, payload]) => payload().event));
    expect([...keys].sort()).toEqual(
      [
        'job_alert_prompt',
        'job_alert_signup',
        'job_alert_signup_anonymous',
        'job_bookmark',
        'job_edit',
        'job_search',
        'job_share',
        'job_visit',
        'orgprofile_edit',
        'orgprofile_search',
        'orgprofile_share',
        'orgprofile_visit',
        'resume_search',
        'view_original_ad_btn_click',
      ].sort(),
    );
    for (const key of keys) expect(ANALYTICS_EVENT_KEYS).toContain(key as AnalyticsEventKey);
  });

  it('a signed-in recruiter is reported with their role and id', () => {
    const { key, dimensions } = productEventAnalytics({ name: 'job_edit', jobId: '1', title: 'x', organizationId: '2' });
    expect(analyticsPayload(key, { id: '99', kind: 'recruiter' }, dimensions)).toMatchObject({
      user_role: 'recruiter',
      current_user_role: 'recruiter',
      current_user_id: '99',
    });
  });
});
