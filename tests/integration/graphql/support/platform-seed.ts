import { ListSearchTerms } from '../../../../src/application/platform/search/list-search-terms.use-case';
import { RunJobSearch } from '../../../../src/application/platform/search/run-job-search.use-case';
import { InMemoryJobIndex } from '../../../support/in-memory-job-index';
import { GetBlogPost } from '../../../../src/application/platform/content/get-blog-post.use-case';
import { ListBlogPosts } from '../../../../src/application/platform/content/list-blog-posts.use-case';
import { CheckAttachments } from '../../../../src/application/platform/files/check-attachments.use-case';
import { GetCurrentUser } from '../../../../src/application/platform/identity/get-current-user.use-case';
import { GetJob } from '../../../../src/application/platform/jobs/get-job.use-case';
import { ListJobs } from '../../../../src/application/platform/jobs/list-jobs.use-case';
import { LookupRoute } from '../../../../src/application/platform/routing/lookup-route.use-case';
import { GetAppConfig } from '../../../../src/application/platform/site/get-app-config.use-case';
import type { Actor } from '../../../../src/domain/identity/actor';
import type { User } from '../../../../src/domain/identity/user';
import type { Job } from '../../../../src/domain/job/job';
import type { Term } from '../../../../src/domain/job/taxonomy';
import type { SiteConfig } from '../../../../src/domain/site/site-config';
import type { PlatformApiDeps } from '../../../../src/infrastructure/graphql/server/platform-api-deps';
import { fixedClock } from '../../../support/fixed-clock';
import { InMemoryBlogPostRepository, aBlogPost } from '../../../support/in-memory-blog-post-repository';
import { InMemoryJobRepository } from '../../../support/in-memory-job-repository';
import { aJob } from '../../../support/job-mother';
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
    description: 'Test site',
    theme: { primary: '#000', secondary: '#111', background: '#fff', logo: '/logo.svg', logoAlt: 'Logo' },
    features: {
      blog: true, newsletter: true, socialSignIn: { google: false, linkedin: false }, tracking: false, euroVat: false,
      geoSuggestConsent: false, resume: true, applicant: true, latestTerms: false, subscriptions: false,
    },
    listing: { jobsPerPage: 10, organizationsPerPage: 12, resumesPerPage: 10, resumeMatchesPerPage: 10, defaultRadiusKm: 100, topJobsOnHome: 6 },
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

/** PlatformApiDeps on in-memory ports with the real platform use cases. */
export function fakePlatformDeps(): PlatformApiDeps {
  const clock = fixedClock(NOW);
  const jobs = new InMemoryJobRepository([...VISIBLE_JOBS, DRAFT_JOB, EXPIRED_JOB, OTHER_SITE_JOB]);
  const sites = new InMemorySiteDirectory(SITES);
  const aliases = new InMemoryPathAliasRepository({
    [`default ${ROUTES.job}`]: { kind: 'content', type: 'Job', id: '101' },
    [`default ${ROUTES.redirect}`]: { kind: 'redirect', code: 301, target: ROUTES.job },
    [`default ${ROUTES.landingPage}`]: { kind: 'content', type: 'LandingPage', id: '5' },
  });
  const blog = new InMemoryBlogPostRepository(BLOG_POSTS);
  return {
    listJobs: new ListJobs(jobs, clock),
    listBlogPosts: new ListBlogPosts(blog, clock, sites),
    getBlogPost: new GetBlogPost(blog, clock, sites),
    runJobSearch: new RunJobSearch(new InMemoryJobIndex([...VISIBLE_JOBS, DRAFT_JOB, EXPIRED_JOB, OTHER_SITE_JOB]), jobs, clock),
    listSearchTerms: new ListSearchTerms(new InMemoryJobIndex([])),
    getJob: new GetJob(jobs, clock, new InMemoryOwnerLookup({ '10': '8' })),
    getCurrentUser: new GetCurrentUser(new InMemoryUserRepository([ANNA])),
    getAppConfig: new GetAppConfig(new InMemoryAppConfigRepository(APP_CONFIG)),
    lookupRoute: new LookupRoute(aliases, jobs, sites, clock),
    checkAttachments: new CheckAttachments(),
    sites,
    tokens: new FakeTokenVerifier(TOKENS),
  };
}
