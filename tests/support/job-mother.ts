import type { Job } from '../../src/domain/job/job';

let next = 1;

/** Object Mother: a visible template job on `default`, overridable field by field. */
export function aJob(overrides: Partial<Job> = {}): Job {
  const id = String(overrides.id ?? next++);
  return {
    id,
    type: 'job_per_template',
    state: 'published',
    title: `Job ${id}`,
    slug: `job-${id}`,
    descriptionHtml: '<p>Wir suchen <strong>dich</strong>.</p>',
    linkUrl: null,
    organization: { id: '10', name: 'Muster GmbH', slug: 'muster-gmbh', logoUrl: null },
    location: {
      countryCode: 'DE',
      addressLine1: null,
      locality: 'Stuttgart',
      zip: '70173',
      administrativeArea: 'BW',
      lat: 48.78,
      lon: 9.18,
    },
    employmentTypes: [],
    remoteOptions: [],
    industries: [],
    occupations: [],
    yearsOfExperience: [],
    salary: null,
    featured: false,
    publishedAt: '2026-11-01T08:00:00.000Z',
    expiresAt: '2027-01-31T00:00:00.000Z',
    external: false,
    importerId: null,
    sites: ['default'],
    ...overrides,
  };
}
