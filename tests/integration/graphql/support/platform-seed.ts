import { ChangeApplicationStatus } from '../../../../src/application/platform/applications/change-application-status.use-case';
import { GetApplication } from '../../../../src/application/platform/applications/get-application.use-case';
import { GetApplicationForm } from '../../../../src/application/platform/applications/get-application-form.use-case';
import { ListJobApplications } from '../../../../src/application/platform/applications/list-job-applications.use-case';
import { ListMyApplications } from '../../../../src/application/platform/applications/list-my-applications.use-case';
import { SubmitApplication } from '../../../../src/application/platform/applications/submit-application.use-case';
import { MessageMailComposer } from '../../../../src/infrastructure/mail/message-mail-composer';
import { ApplicationWorld } from '../../../support/in-memory-applications';
import { alertsApiDepsOn } from '../../../support/alerts-api-deps';
import { AcceptTerms } from '../../../../src/application/platform/consent/accept-terms.use-case';
import { CreateGdprUserConsent } from '../../../../src/application/platform/consent/create-gdpr-user-consent.use-case';
import { GetGdprConsentInfos } from '../../../../src/application/platform/consent/get-gdpr-consent-infos.use-case';
import { HasTheLatestConsent } from '../../../../src/application/platform/consent/has-the-latest-consent.use-case';
import { ListConsentInfos } from '../../../../src/application/platform/consent/list-consent-infos.use-case';
import { GetLandingPage } from '../../../../src/application/platform/content/get-landing-page.use-case';
import { GetOrganizationProfile } from '../../../../src/application/platform/organizations/get-organization-profile.use-case';
import { ListOrganizationJobs } from '../../../../src/application/platform/organizations/list-organization-jobs.use-case';
import { ListSearchTerms } from '../../../../src/application/platform/search/list-search-terms.use-case';
import { RunJobSearch } from '../../../../src/application/platform/search/run-job-search.use-case';
import { InMemoryJobIndex } from '../../../support/in-memory-job-index';
import { GetOrganizationEditAccess } from '../../../../src/application/platform/organizations/get-organization-edit-access.use-case';
import { GetOrganizationProfileOptions } from '../../../../src/application/platform/organizations/get-organization-profile-options.use-case';
import { ListUpdatableOrganizationProfiles } from '../../../../src/application/platform/organizations/list-updatable-organization-profiles.use-case';
import { UpdateOrganizationProfile } from '../../../../src/application/platform/organizations/update-organization-profile.use-case';
import { GetBlogPost } from '../../../../src/application/platform/content/get-blog-post.use-case';
import { ListBlogPosts } from '../../../../src/application/platform/content/list-blog-posts.use-case';
import { CheckAttachments } from '../../../../src/application/platform/files/check-attachments.use-case';
import { GetCurrentUser } from '../../../../src/application/platform/identity/get-current-user.use-case';
import { SuggestPlaces } from '../../../../src/application/platform/geo/suggest-places.use-case';
import { GetJob } from '../../../../src/application/platform/jobs/get-job.use-case';
import { ListJobs } from '../../../../src/application/platform/jobs/list-jobs.use-case';
import { ListSimilarJobs } from '../../../../src/application/platform/jobs/list-similar-jobs.use-case';
import { LookupRoute } from '../../../../src/application/platform/routing/lookup-route.use-case';
import { GetAppConfig } from '../../../../src/application/platform/site/get-app-config.use-case';
import type { Actor } from '../../../../src/domain/identity/actor';
import type { User } from '../../../../src/domain/identity/user';
import type { Job } from '../../../../src/domain/job/job';
import type { Term } from '../../../../src/domain/job/taxonomy';
import type { SiteConfig } from '../../../../src/domain/site/site-config';
import type { PlatformApiDeps } from './platform-api-deps';
import { fixedClock } from '../../../support/fixed-clock';
import { FixtureGeocoder } from '../../../support/fixture-geocoder';
import { InMemoryBlogPostRepository, aBlogPost } from '../../../support/in-memory-blog-post-repository';
import { InMemoryConsentRepository, aConsentInfo } from '../../../support/in-memory-consent-repository';
import { InMemoryJobRepository } from '../../../support/in-memory-job-repository';
import {
  InMemoryLandingPageRepository,
  InMemoryOrganizationJobRepository,
  InMemoryOrganizationRepository,
  aLandingPage,
  anOrganization,
} from '../../../support/in-memory-organizations';
import { InMemorySimilarJobs } from '../../../support/in-memory-similar-jobs';
import {
  FakeImageProcessor,
  FakeSanitizer,
  InMemoryFileStore,
  InMemoryOrganizationProfiles,
  InMemoryProfileOptions,
} from '../../../support/in-memory-organization-edit';
import { aJob } from '../../../support/job-mother';
import { jobPostingUseCases } from '../../../../src/infrastructure/di/job-posting.module';
import { fakeLimiter } from '../../../support/in-memory-accounts';
import { inMemoryJobPostingPorts } from '../../../support/in-memory-job-posting';
import { InMemoryLegalDocumentSource } from '../../../support/in-memory-legal-document-source';
import {
  FakeTokenVerifier,
  InMemoryAppConfigRepository,
  InMemoryOwnerLookup,
  InMemoryPathAliasRepository,
  InMemorySiteDirectory,
  InMemoryUserRepository,
} from './fake-platform-ports';

/**
 * The data the GraphQL contract expects. The fake run wires it into in-memory ports; a run against
 * PostgreSQL seeds the same values and passes its own PlatformApiDeps to the same contract.
 */
export const NOW = '2026-12-01T00:00:00.000Z';

export function aSite(key: string, overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    key,
    name: `Jobs ${key}`,
    host: `www.${key}.example`,
    port: 3000,
    enabled: true,
    locales: ['de'],
    defaultLocale: 'de',
    regions: ['DE'],
    privacyPath: '/privacy-policy',
    contactEmail: 'kontakt@test.example',
    description: 'Test site',
    theme: { primary: '#000', secondary: '#111', background: '#fff', logo: '/logo.svg', logoAlt: 'Logo' },
    features: {
      blog: true,
      newsletter: true,
      socialSignIn: { google: false, linkedin: false },
      tracking: false,
      euroVat: false,
      geoSuggestConsent: false,
      resume: true,
      applicant: true,
      latestTerms: false,
      subscriptions: false,
    },
    listing: {
      jobsPerPage: 10,
      organizationsPerPage: 12,
      resumesPerPage: 10,
      resumeMatchesPerPage: 10,
      defaultRadiusKm: 100,
      featuredJobsOnHome: 6,
      videoJobsOnHome: 3,
      topJobsOnHome: 6,
    },
    ...overrides,
  };
}

export const SITES = [aSite('default'), aSite('suedwest', { locales: ['de', 'en-GB', 'fr'], defaultLocale: 'de' })];

export const FULL_TIME: Term = {
  id: '501',
  vocabulary: 'employmentType',
  label: { de: 'Vollzeit', 'en-GB': 'Full time', fr: 'Temps plein' },
  alias: { de: 'vollzeit', 'en-GB': 'full-time', fr: 'temps-plein' },
};
export const REMOTE: Term = { id: '601', vocabulary: 'remoteOptions', label: { de: 'Homeoffice' }, alias: { de: 'homeoffice' } };

/** 12 visible jobs on `default` (ids 101–112, newest first = 112), 3 of them featured. */
export const VISIBLE_JOBS: Job[] = Array.from({ length: 12 }, (_, i) =>
  aJob({
    id: String(101 + i),
    slug: `job-${101 + i}`,
    title: `Entwickler ${101 + i}`,
    publishedAt: new Date(Date.UTC(2026, 10, 1 + i, 8)).toISOString(),
    featured: i % 4 === 0,
    employmentTypes: [FULL_TIME],
    remoteOptions: [REMOTE],
    sites: ['default', 'suedwest'],
    salary: { min: 50000, max: 70000, currencyCode: 'EUR', unit: 'YEAR' },
  }),
);
export const DRAFT_JOB = aJob({ id: '201', state: 'draft', slug: 'job-201', sites: ['default'] });
export const EXPIRED_JOB = aJob({ id: '202', slug: 'job-202', expiresAt: '2026-11-15T00:00:00.000Z', sites: ['default'] });
export const OTHER_SITE_JOB = aJob({ id: '203', slug: 'job-203', sites: ['suedwest'] });

export const ANNA: User = {
  id: '7',
  name: 'anna',
  email: 'anna@example.org',
  displayName: 'Anna Muster',
  firstName: 'Anna',
  lastName: 'Muster',
  roles: [{ id: 'applicant', targetId: null }],
  emailVerified: true,
  organization: null,
  isUserApprovedAndVerified: true,
  isEligibleForJobApply: true,
  activeOrganization: null,
};

export const TOKENS: Record<string, Actor> = {
  'token-anna': { kind: 'user', userId: '7', roles: [{ id: 'applicant', targetId: null }] },
  'token-gone': { kind: 'user', userId: '999', roles: [] },
  // organization editing: the owner of organization 10
  'token-owner': { kind: 'user', userId: '8', roles: [{ id: 'recruiter', targetId: '10' }] },
};

export const ROUTES = {
  job: '/job/job-101',
  redirect: '/alte-stelle',
  landingPage: '/ueber-uns',
  unknown: '/gibt-es-nicht',
} as const;

export const APP_CONFIG = { default: [{ name: 'Newsletter', key: 'newsletter.enabled', value: 'true' }] };

/** Two posts on the default site (one tagged Bewerbung), one scheduled after NOW. */
export const BLOG_POSTS = [
  aBlogPost({ slug: 'bewerbung-schreiben', tags: ['Bewerbung'], publishedAt: '2026-11-02T08:00:00.000Z' }),
  aBlogPost({ slug: 'gehalt-verhandeln', tags: ['Gehalt'], publishedAt: '2026-10-20T08:00:00.000Z' }),
  aBlogPost({ slug: 'noch-geheim', publishedAt: '2026-12-24T08:00:00.000Z' }),
];

/** The terms (PRIVACY_POLICY at REGISTRATION, id 31, revision 311 in force) and the newsletter (id 32). */
export const CONSENT_INFOS = [
  aConsentInfo({
    id: '31',
    revisions: [
      { id: '311', texts: { de: '<p>Neue Bedingungen</p>', 'en-GB': '<p>New terms</p>' }, effectiveAt: '2026-11-01T00:00:00.000Z' },
    ],
  }),
  aConsentInfo({
    id: '32',
    type: 'NEWSLETTER',
    placement: 'NEWSLETTER',
    revisions: [{ id: '321', texts: { de: '<p>Newsletter</p>' }, effectiveAt: '2026-01-01T00:00:00.000Z' }],
  }),
];

/** The jobs' organization (id 10, every visible job is its) with one child; the landing page of ROUTES.landingPage. */
export const ORGANIZATIONS = [
  anOrganization({
    id: '10',
    children: [{ id: '11', name: 'Muster Tochter GmbH', slug: 'muster-tochter-gmbh', logoUrl: null, locality: 'Ulm' }],
  }),
  anOrganization({
    id: '11',
    name: 'Muster Tochter GmbH',
    slug: 'muster-tochter-gmbh',
    parent: { id: '10', name: 'Muster GmbH', slug: 'muster-gmbh', logoUrl: null, locality: 'Stuttgart' },
  }),
];
export const LANDING_PAGES = [
  aLandingPage({ id: '5', path: ROUTES.landingPage }),
  aLandingPage({ id: '6', path: '/entwurf', published: false }),
];

/** PlatformApiDeps on in-memory ports with the real platform use cases. */
export function fakePlatformDeps(): PlatformApiDeps {
  const clock = fixedClock(NOW);
  const allJobs = [...VISIBLE_JOBS, DRAFT_JOB, EXPIRED_JOB, OTHER_SITE_JOB];
  const jobs = new InMemoryJobRepository(allJobs);
  const getJob = new GetJob(jobs, clock, new InMemoryOwnerLookup({ '10': '8' }, { '10': ['default'] }));
  const sites = new InMemorySiteDirectory(SITES);
  const aliases = new InMemoryPathAliasRepository({
    [`default ${ROUTES.job}`]: { kind: 'content', type: 'Job', id: '101' },
    [`default ${ROUTES.redirect}`]: { kind: 'redirect', code: 301, target: ROUTES.job },
    [`default ${ROUTES.landingPage}`]: { kind: 'content', type: 'LandingPage', id: '5' },
  });
  const blog = new InMemoryBlogPostRepository(BLOG_POSTS);
  const consents = new InMemoryConsentRepository(CONSENT_INFOS);
  const legal = new InMemoryLegalDocumentSource();
  const users = new InMemoryUserRepository([ANNA]);
  const organizations = new InMemoryOrganizationRepository(ORGANIZATIONS);
  const landingPages = new InMemoryLandingPageRepository(LANDING_PAGES);
  // No job here takes on-site applications: the applications slice has its own tests on PostgreSQL.
  const applications = new ApplicationWorld();
  const getApplication = new GetApplication(applications);
  return {
    getApplicationForm: new GetApplicationForm(jobs, applications, users, consents, clock),
    submitApplication: new SubmitApplication(
      jobs,
      applications,
      consents,
      applications,
      applications,
      new MessageMailComposer(),
      sites,
      clock,
      fakeLimiter(),
    ),
    listJobApplications: new ListJobApplications(jobs, applications),
    getApplication,
    changeApplicationStatus: new ChangeApplicationStatus(getApplication, applications, clock),
    listMyApplications: new ListMyApplications(applications),
    listJobs: new ListJobs(jobs, clock),
    listBlogPosts: new ListBlogPosts(blog, clock, sites),
    getBlogPost: new GetBlogPost(blog, clock, sites),
    getJob,
    runJobSearch: new RunJobSearch(new InMemoryJobIndex([...VISIBLE_JOBS, DRAFT_JOB, EXPIRED_JOB, OTHER_SITE_JOB]), jobs, clock),
    listSearchTerms: new ListSearchTerms(new InMemoryJobIndex([])),
    getCurrentUser: new GetCurrentUser(new InMemoryUserRepository([ANNA])),
    getAppConfig: new GetAppConfig(new InMemoryAppConfigRepository(APP_CONFIG)),
    lookupRoute: new LookupRoute(aliases, jobs, sites, clock, organizations, landingPages),
    checkAttachments: new CheckAttachments(),
    getGdprConsentInfos: new GetGdprConsentInfos(consents, clock),
    hasTheLatestConsent: new HasTheLatestConsent(consents, clock, legal),
    listConsentInfos: new ListConsentInfos(consents, clock),
    createGdprUserConsent: new CreateGdprUserConsent(consents, users, clock, legal),
    acceptTerms: new AcceptTerms(consents, users, clock, legal),
    getOrganizationProfile: new GetOrganizationProfile(organizations),
    listOrganizationJobs: new ListOrganizationJobs(new InMemoryOrganizationJobRepository(allJobs), clock),
    getLandingPage: new GetLandingPage(landingPages),
    ...jobPostingUseCases(inMemoryJobPostingPorts({ sites, clock })),
    sites,
    tokens: new FakeTokenVerifier(TOKENS),
    listSimilarJobs: new ListSimilarJobs(getJob, new InMemorySimilarJobs(allJobs), clock),
    suggestPlaces: new SuggestPlaces(new FixtureGeocoder(), sites),
    ...alertsApiDepsOn({ jobs, index: new InMemoryJobIndex(allJobs), sites, clock }),
    ...organizationEditDeps(clock),
  };
}

/** Organization editing on in-memory ports: organization 10 is owned by user 8 (as the owner lookup says). */
function organizationEditDeps(clock: ReturnType<typeof fixedClock>) {
  const editable = new InMemoryOrganizationProfiles(
    ORGANIZATIONS.map((profile) => ({ profile, ownerId: profile.id === '10' ? '8' : null })),
  );
  return {
    listUpdatableOrganizationProfiles: new ListUpdatableOrganizationProfiles(editable, editable),
    getOrganizationEditAccess: new GetOrganizationEditAccess(
      new GetOrganizationProfile(editable),
      new InMemoryOwnerLookup({ '10': '8' }, { '10': ['default'] }),
    ),
    getOrganizationProfileOptions: new GetOrganizationProfileOptions(new InMemoryProfileOptions()),
    updateOrganizationProfile: new UpdateOrganizationProfile(
      editable,
      editable,
      new FakeSanitizer(),
      new FakeImageProcessor(),
      new InMemoryFileStore(),
      clock,
    ),
  };
}
