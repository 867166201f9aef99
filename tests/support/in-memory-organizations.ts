import type { LandingPageRepository } from '../../src/application/platform/content/landing-page-repository.port';
import type {
  OrganizationJobRepository,
  OrganizationJobsQuery,
} from '../../src/application/platform/organizations/organization-job-repository.port';
import type { OrganizationRepository } from '../../src/application/platform/organizations/organization-repository.port';
import type { LandingPage } from '../../src/domain/content/landing-page';
import { isVisibleOn, type Job, type JobPage } from '../../src/domain/job/job';
import type { OrganizationProfile } from '../../src/domain/organization/organization-profile';
import type { Locale } from '../../src/domain/shared/locale';

/** In-memory fakes of the organization and landing page ports, following the PostgreSQL adapters' rules. */

export class InMemoryOrganizationRepository implements OrganizationRepository {
  constructor(private readonly profiles: readonly OrganizationProfile[]) {}
  async findById(id: string): Promise<OrganizationProfile | null> {
    return this.profiles.find((p) => p.id === id) ?? null;
  }
  async findBySlug(slug: string): Promise<OrganizationProfile | null> {
    return this.profiles.find((p) => p.slug === slug) ?? null;
  }
}

export class InMemoryOrganizationJobRepository implements OrganizationJobRepository {
  constructor(private readonly jobs: readonly Job[]) {}
  async listVisible(q: OrganizationJobsQuery): Promise<JobPage> {
    const visible = this.jobs
      .filter((j) => j.organization.id === q.organizationId && isVisibleOn(j, q.site, q.now))
      .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || Number(b.id) - Number(a.id));
    return { items: visible.slice(q.range.first, q.range.first + q.range.last), total: visible.length };
  }
}

export class InMemoryLandingPageRepository implements LandingPageRepository {
  constructor(private readonly pages: readonly LandingPage[]) {}
  async findPublishedByPath(site: string, locale: Locale, path: string): Promise<LandingPage | null> {
    return this.pages.find((p) => p.site === site && p.locale === locale && p.path === path && p.published) ?? null;
  }
  async findById(id: string): Promise<LandingPage | null> {
    return this.pages.find((p) => p.id === id) ?? null;
  }
}

/** An organization with a full profile (Object Mother). */
export const anOrganization = (overrides: Partial<OrganizationProfile> = {}): OrganizationProfile => ({
  id: '10',
  name: 'Muster GmbH',
  alternativeName: null,
  slug: 'muster-gmbh',
  logoUrl: null,
  coverUrl: null,
  location: {
    countryCode: 'DE',
    addressLine1: 'Königstraße 1',
    addressLine2: null,
    administrativeArea: 'Baden-Württemberg',
    locality: 'Stuttgart',
    zip: '70173',
  },
  website: 'https://www.muster.example',
  companyEmail: null,
  companyPhone: null,
  socialProfiles: { linkedin: 'https://www.linkedin.com/company/muster-gmbh' },
  presentationHtml: '<p>Wir bauen Software für den Mittelstand.</p>',
  industry: { id: '301', label: { de: 'IT & Software', 'en-GB': 'IT & software', fr: 'Informatique et logiciels' } },
  size: '50-249',
  benefits: [{ de: '30 Tage Urlaub', 'en-GB': '30 days of holiday' }],
  occupations: [],
  fieldsOfStudy: [],
  published: true,
  parent: null,
  children: [],
  updatedAt: '2026-10-01T08:00:00.000Z',
  ...overrides,
});

/** A published German landing page on the default site (Object Mother). */
export const aLandingPage = (overrides: Partial<LandingPage> = {}): LandingPage => ({
  id: '5',
  site: 'default',
  locale: 'de',
  path: '/ueber-uns',
  title: 'Jobs in der Pflege',
  introHtml: '<p>Pflegekräfte gesucht.</p>',
  searchQuery: 'search=Pflege',
  seoTitle: '',
  seoDescription: '',
  published: true,
  updatedAt: '2026-10-01T08:00:00.000Z',
  ...overrides,
});
