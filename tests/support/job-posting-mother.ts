import type { JobPosting, JobPostingContent } from '../../src/domain/job/job-posting';

/** A complete template job's content (Object Mother); override what a test is about. */
export const aPostingContent = (overrides: Partial<JobPostingContent> = {}): JobPostingContent => ({
  type: 'job_per_template',
  organizationId: '10',
  title: 'Pflegefachkraft (m/w/d)',
  linkUrl: null,
  descriptionHtml: '<p>Wir suchen Verstärkung.</p>',
  availableFrom: null,
  availableUntil: null,
  videoUrl: null,
  address: { countryCode: 'DE', addressLine1: 'Königstraße 1', zip: '70173', locality: 'Stuttgart', administrativeArea: 'Baden-Württemberg' },
  termIds: [],
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  salaryText: null,
  languages: [],
  languagesText: null,
  skills: [],
  skillsText: null,
  expiresAt: null,
  durationDays: 30,
  application: { workflow: 'email', emails: ['jobs@example.test'], url: null, requireCv: false, requireCoverLetter: false, requireQualifyingQuestions: false, qualifyingQuestions: [] },
  ...overrides,
});

/** A stored job of organization 10 (state and dates to override). */
export const aPosting = (overrides: Partial<JobPosting> = {}): JobPosting => ({
  ...aPostingContent(),
  id: '500',
  state: 'draft',
  slug: 'pflegefachkraft-m-w-d-500',
  external: false,
  organizationName: 'Muster GmbH',
  publishedAt: null,
  publishAt: null,
  rejectionReason: null,
  fileName: null,
  hasLogo: false,
  coordinates: null,
  sites: ['default'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
