import { describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { LandingPageGateway } from '../../../src/application/board/content/landing-page-gateway.port';
import type { OrganizationGateway } from '../../../src/application/board/organizations/organization-gateway.port';
import { ShowOrganizationPage } from '../../../src/application/board/organizations/show-organization-page.use-case';
import type { RouteGateway } from '../../../src/application/board/routing/route-gateway.port';
import { ShowContentPage } from '../../../src/application/board/routing/show-content-page.use-case';
import { GetLandingPage } from '../../../src/application/platform/content/get-landing-page.use-case';
import { GetOrganizationProfile } from '../../../src/application/platform/organizations/get-organization-profile.use-case';
import { ListOrganizationJobs } from '../../../src/application/platform/organizations/list-organization-jobs.use-case';
import type { PathAliasRepository, PathTarget } from '../../../src/application/platform/routing/path-alias-repository.port';
import { LookupRoute } from '../../../src/application/platform/routing/lookup-route.use-case';
import type { RouteInfo } from '../../../src/domain/routing/route-info';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { fixedClock } from '../../support/fixed-clock';
import { InMemoryJobRepository } from '../../support/in-memory-job-repository';
import {
  InMemoryLandingPageRepository,
  InMemoryOrganizationJobRepository,
  InMemoryOrganizationRepository,
  aLandingPage,
  anOrganization,
} from '../../support/in-memory-organizations';
import { aJob } from '../../support/job-mother';
import { ctx } from '../../support/request-context';

const NOW = '2026-11-22T12:00:00.000Z';
const clock = fixedClock(NOW);
const sites = new FileSiteDirectory();
const muster = anOrganization({ id: '10', slug: 'muster-gmbh' });
const organizations = new InMemoryOrganizationRepository([muster]);
const landingPages = new InMemoryLandingPageRepository([
  aLandingPage({ id: '5', site: 'default', path: '/pflegejobs' }),
  aLandingPage({ id: '6', site: 'suedwest', locale: 'en-GB', path: '/jobs-in-stuttgart', title: 'Jobs in Stuttgart' }),
  aLandingPage({ id: '7', site: 'default', path: '/entwurf', published: false }),
]);

class MapAliases implements PathAliasRepository {
  constructor(private readonly map: Record<string, PathTarget>) {}
  async resolve(_site: string, _lang: string, path: string) {
    return this.map[path] ?? null;
  }
}

const lookup = new LookupRoute(
  new MapAliases({
    '/arbeitgeber/muster': { kind: 'content', type: 'OrganizationProfile', id: '10' },
    '/aktion-pflege': { kind: 'content', type: 'LandingPage', id: '5' },
    '/aktion-entwurf': { kind: 'content', type: 'LandingPage', id: '7' },
  }),
  new InMemoryJobRepository([]),
  sites,
  clock,
  organizations,
  landingPages,
);
const tagsOf = (info: RouteInfo) => (info.kind === 'content' ? Object.fromEntries(info.metatags.map((t) => [t.meta, t.value])) : {});

describe('route lookup of organization pages and landing pages', () => {
  it('answers an organization by its page path, with metatags and this site’s canonical URL', async () => {
    const info = await lookup.execute({ slug: '/organization/muster-gmbh' }, ctx({ site: 'suedwest', locale: 'fr' }));
    expect(info).toMatchObject({ kind: 'content', type: 'OrganizationProfile', id: '10' });
    expect(tagsOf(info)).toMatchObject({ title: 'Muster GmbH', canonical: 'https://www.jobs-suedwest.de/fr/organization/muster-gmbh' });
  });

  it('answers an organization under an alias path with the canonical /organization URL', async () => {
    const info = await lookup.execute({ slug: '/arbeitgeber/muster' }, ctx());
    expect(tagsOf(info).canonical).toBe('https://www.jobs-regional.de/organization/muster-gmbh');
  });

  it('answers a published landing page of the site in its language, at its path or an alias', async () => {
    expect(tagsOf(await lookup.execute({ slug: '/pflegejobs' }, ctx()))).toEqual({
      title: 'Jobs in der Pflege',
      description: 'Pflegekräfte gesucht.',
      canonical: 'https://www.jobs-regional.de/pflegejobs',
    });
    expect(await lookup.execute({ slug: '/aktion-pflege' }, ctx())).toMatchObject({ kind: 'content', type: 'LandingPage', id: '5' });
    const english = await lookup.execute({ slug: '/jobs-in-stuttgart', language: 'en' }, ctx({ site: 'suedwest', locale: 'de' }));
    expect(tagsOf(english).canonical).toBe('https://www.jobs-suedwest.de/en/jobs-in-stuttgart');
  });

  it('is a 404 for unknown slugs, drafts, other sites’ and other languages’ pages', async () => {
    for (const [slug, context] of [
      ['/organization/gibt-es-nicht', ctx()],
      ['/organization/Muster-GmbH', ctx()],
      ['/entwurf', ctx()],
      ['/aktion-entwurf', ctx()],
      ['/pflegejobs', ctx({ site: 'suedwest' })],
      ['/jobs-in-stuttgart', ctx({ site: 'suedwest', locale: 'de' })],
      ['/user/login', ctx()],
    ] as const) {
      expect(await lookup.execute({ slug }, context), slug).toMatchObject({ kind: 'error', code: 404 });
    }
  });
});

describe('platform use cases', () => {
  it('GetOrganizationProfile: by id or slug, NOT_FOUND for nonsense', async () => {
    const get = new GetOrganizationProfile(organizations);
    expect(await get.execute({ id: '10' }, ctx())).toMatchObject({ ok: true, value: { slug: 'muster-gmbh' } });
    expect(await get.execute({ slug: 'muster-gmbh' }, ctx())).toMatchObject({ ok: true, value: { id: '10' } });
    for (const input of [{ id: 'x' }, { slug: 'Muster' }, { id: '99' }, {}])
      expect(await get.execute(input, ctx())).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });

  it('ListOrganizationJobs: the organization’s visible jobs on the site, newest first, paged', async () => {
    const jobs = [
      ...Array.from({ length: 12 }, (_, i) =>
        aJob({ id: String(100 + i), publishedAt: new Date(Date.UTC(2026, 10, 1 + i)).toISOString(), sites: ['default'] }),
      ),
      aJob({ id: '200', sites: ['suedwest'] }),
      aJob({ id: '201', state: 'draft', sites: ['default'] }),
      aJob({ id: '202', sites: ['default'], organization: { id: '11', name: 'Andere', slug: 'andere', logoUrl: null } }),
    ];
    const list = new ListOrganizationJobs(new InMemoryOrganizationJobRepository(jobs), clock);
    const page1 = await list.execute({ organizationId: '10', page: 1, pageSize: 10 }, ctx());
    expect(page1.ok && page1.value.total).toBe(12);
    expect(page1.ok && page1.value.items.map((j) => j.id).slice(0, 2)).toEqual(['111', '110']);
    const page2 = await list.execute({ organizationId: '10', page: 2, pageSize: 10 }, ctx());
    expect(page2.ok && page2.value.items).toHaveLength(2);
    expect(await list.execute({ organizationId: '10', page: 1, pageSize: 51 }, ctx())).toMatchObject({
      ok: false,
      code: 'INVALID_PAGE_SIZE',
    });
    expect(await list.execute({ organizationId: 'x', page: 1, pageSize: 10 }, ctx())).toEqual({ ok: true, value: { items: [], total: 0 } });
  });

  it('GetLandingPage: published pages of the request’s site only', async () => {
    const get = new GetLandingPage(landingPages);
    expect(await get.execute({ id: '5' }, ctx())).toMatchObject({ ok: true, value: { path: '/pflegejobs' } });
    for (const [id, site] of [
      ['7', 'default'],
      ['5', 'suedwest'],
      ['x', 'default'],
    ] as const) {
      expect(await get.execute({ id }, ctx({ site }))).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    }
  });
});

describe('board use cases', () => {
  const board: BoardContext = { site: 'default', locale: 'de' };
  const routes = (answer: RouteInfo): RouteGateway & { asked: string[] } => {
    const asked: string[] = [];
    return { asked, lookup: async (slug) => (asked.push(slug), answer) };
  };
  const orgContent: RouteInfo = {
    kind: 'content',
    type: 'OrganizationProfile',
    id: '10',
    metatags: [{ meta: 'title', value: 'Muster GmbH' }],
  };
  const gateway = (total: number): OrganizationGateway & { requests: unknown[] } => {
    const requests: unknown[] = [];
    return {
      requests,
      profile: async (id) => (id === '10' ? muster : null),
      profileBySlug: async (slug) => (slug === 'muster-gmbh' ? muster : null),
      jobs: async (request) => (requests.push(request), { items: [aJob()], total }),
    };
  };
  const pflegejobs = {
    id: '5',
    path: '/pflegejobs',
    locale: 'de',
    title: 'Jobs in der Pflege',
    introHtml: '<p>x</p>',
    searchHref: '/jobs?search=Pflege',
  } as const;
  const landing: LandingPageGateway = {
    byId: async (id) => (id === '5' ? pflegejobs : null),
    byPath: async (path) => (path === '/pflegejobs' ? pflegejobs : null),
  };

  it('ShowOrganizationPage: profile and a page of 10 jobs; the last page when asked past the end', async () => {
    const r = routes(orgContent);
    const g = gateway(23);
    const page = await new ShowOrganizationPage(r, g).execute({ slug: 'muster-gmbh', page: '2' }, board);
    expect(r.asked).toEqual(['/organization/muster-gmbh']);
    expect(g.requests).toEqual([{ organizationId: '10', page: 2, pageSize: 10 }]);
    expect(page).toMatchObject({
      kind: 'organization',
      profile: { id: '10' },
      totalJobs: 23,
      page: 2,
      pageCount: 3,
      metatags: orgContent.metatags,
    });
    expect(await new ShowOrganizationPage(r, g).execute({ slug: 'muster-gmbh', page: 9 }, board)).toMatchObject({ redirectToPage: 3 });
  });

  it('ShowOrganizationPage: redirects, 404 for other content and malformed slugs without asking', async () => {
    expect(
      await new ShowOrganizationPage(routes({ kind: 'redirect', code: 301, target: '/organization/neu' }), gateway(0)).execute(
        { slug: 'alt' },
        board,
      ),
    ).toEqual({
      kind: 'redirect',
      code: 301,
      target: '/organization/neu',
    });
    expect(
      await new ShowOrganizationPage(routes({ kind: 'content', type: 'Job', id: '1', metatags: [] }), gateway(0)).execute(
        { slug: 'x' },
        board,
      ),
    ).toEqual({ kind: 'not-found' });
    const r = routes(orgContent);
    expect(await new ShowOrganizationPage(r, gateway(0)).execute({ slug: '../user' }, board)).toEqual({ kind: 'not-found' });
    expect(r.asked).toEqual([]);
  });

  it('ShowOrganizationPage: a failing route lookup still shows the page, found by its slug, without metatags, and is told once', async () => {
    const failing: RouteGateway = {
      lookup: async () => {
        throw new Error('Response not successful: Received status code 502');
      },
    };
    const told: unknown[] = [];
    const page = await new ShowOrganizationPage(failing, gateway(3), (e) => told.push(e)).execute({ slug: 'muster-gmbh' }, board);
    expect(page).toMatchObject({ kind: 'organization', profile: { id: '10' }, totalJobs: 3, metatags: [], routeLookupFailed: true });
    expect(told).toHaveLength(1);
    expect(await new ShowOrganizationPage(failing, gateway(0)).execute({ slug: 'gibt-es-nicht' }, board)).toEqual({ kind: 'not-found' });
  });

  it('ShowContentPage: landing page, organization under an alias, redirect, nothing', async () => {
    const metatags = [{ meta: 'title', value: 'Jobs in der Pflege' }];
    expect(
      await new ShowContentPage(routes({ kind: 'content', type: 'LandingPage', id: '5', metatags }), gateway(0), landing).execute(
        { path: '/pflegejobs' },
        board,
      ),
    ).toMatchObject({
      kind: 'landing',
      landing: { title: 'Jobs in der Pflege', searchHref: '/jobs?search=Pflege' },
      metatags,
    });
    expect(
      await new ShowContentPage(routes(orgContent), gateway(1), landing).execute({ path: '/arbeitgeber/muster' }, board),
    ).toMatchObject({ kind: 'organization', totalJobs: 1 });
    expect(
      await new ShowContentPage(routes({ kind: 'redirect', code: 301, target: '/job/x' }), gateway(0), landing).execute(
        { path: '/stellenangebot/1' },
        board,
      ),
    ).toMatchObject({ kind: 'redirect' });
    expect(
      await new ShowContentPage(routes({ kind: 'content', type: 'LandingPage', id: '6', metatags }), gateway(0), landing).execute(
        { path: '/x' },
        board,
      ),
    ).toEqual({ kind: 'not-found' });
    expect(
      await new ShowContentPage(routes({ kind: 'content', type: 'Job', id: '1', metatags }), gateway(0), landing).execute(
        { path: '/x' },
        board,
      ),
    ).toEqual({ kind: 'not-found' });
    expect(
      await new ShowContentPage(routes({ kind: 'error', code: 404, reason: 'Not found' }), gateway(0), landing).execute(
        { path: '/x' },
        board,
      ),
    ).toEqual({ kind: 'not-found' });
  });
});
