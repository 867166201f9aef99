import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import { isVisibleOn } from '../../../src/domain/job/job';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { PostgresLandingPageRepository } from '../../../src/infrastructure/postgres/postgres-landing-page-repository';
import { PostgresOrganizationJobRepository } from '../../../src/infrastructure/postgres/postgres-organization-job-repository';
import { PostgresOrganizationRepository } from '../../../src/infrastructure/postgres/postgres-organization-repository';
import { DEMO_LANDING_PAGES } from '../../../src/infrastructure/postgres/seed/demo-landing-pages';
import { insertJob, insertOrganization } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Organization pages and landing pages: PostgreSQL repositories, the route lookup, and the board slice end to end. */
describe('organization profiles and landing pages', () => {
  let db: TestDatabase;
  let board: Board;
  const de: BoardContext = { site: 'suedwest', locale: 'de' };

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true }));
  });
  afterAll(() => db.drop());

  it('reads a seeded profile with industry, size, benefits, social profiles, presentation and its children', async () => {
    const repo = new PostgresOrganizationRepository(db.pool);
    const neckar = await repo.findBySlug('neckar-software-gmbh');
    expect(neckar).toMatchObject({
      name: 'Neckar Software GmbH',
      alternativeName: 'NeckarSoft',
      location: { countryCode: 'DE', locality: 'Stuttgart', zip: '70173', administrativeArea: 'Baden-Württemberg' },
      website: 'https://www.neckar-software-gmbh.example',
      industry: { label: { de: 'IT & Software', 'en-GB': 'IT & software', fr: 'Informatique et logiciels' } },
      socialProfiles: { linkedin: 'https://www.linkedin.com/company/neckar-software-gmbh' },
      presentationHtml: expect.stringContaining('<h2>Was uns ausmacht</h2>'),
      parent: null,
    });
    expect(neckar!.size).toMatch(/^(10-49|50-249|250-999)$/);
    expect(neckar!.benefits.length).toBeGreaterThanOrEqual(3);
    for (const b of neckar!.benefits) expect(Object.keys(b).sort()).toEqual(['de', 'en-GB', 'fr']);
    expect(neckar!.children.map((c) => c.name)).toEqual(['Breisgau Digital AG', 'Datenwerk Karlsruhe GmbH']);
    const child = await repo.findById(neckar!.children[0]!.id);
    expect(child!.parent).toMatchObject({ id: neckar!.id, slug: 'neckar-software-gmbh' });
    expect(await repo.findBySlug('gibt-es-nicht')).toBeNull();
    expect(await repo.findById('x')).toBeNull();
  });

  it('lists exactly the organization’s visible jobs on the site, newest first, paged', async () => {
    const orgId = await insertOrganization(db.pool, { name: 'Testfirma Jobs GmbH' });
    const other = await insertOrganization(db.pool, { name: 'Fremdfirma GmbH' });
    const day = 86_400_000;
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await insertJob(db.pool, { organizationId: orgId, sites: ['suedwest'], publishedAt: new Date(Date.now() - (i + 1) * day) }));
    await insertJob(db.pool, { organizationId: orgId, sites: ['default'] });
    await insertJob(db.pool, { organizationId: orgId, sites: ['suedwest'], state: 'draft', publishedAt: null });
    await insertJob(db.pool, { organizationId: orgId, sites: ['suedwest'], expiresAt: new Date(Date.now() - day) });
    await insertJob(db.pool, { organizationId: other, sites: ['suedwest'] });
    const repo = new PostgresOrganizationJobRepository(db.pool);
    const now = new Date();
    const page1 = await repo.listVisible({ organizationId: orgId, site: 'suedwest', locale: 'de', now, range: { first: 0, last: 10 } });
    expect(page1.total).toBe(12);
    expect(page1.items.map((j) => j.id)).toEqual(ids.slice(0, 10));
    for (const job of page1.items) expect(isVisibleOn(job, 'suedwest', now) && job.organization.id === orgId).toBe(true);
    const page2 = await repo.listVisible({ organizationId: orgId, site: 'suedwest', locale: 'de', now, range: { first: 10, last: 10 } });
    expect(page2.items.map((j) => j.id)).toEqual(ids.slice(10));

    // The board: profile plus 10 jobs a page, the last page for a page past the end.
    const shown = await board.showOrganizationPage.execute({ slug: 'testfirma-jobs-gmbh', page: 2 }, de);
    expect(shown).toMatchObject({ kind: 'organization', totalJobs: 12, page: 2, pageCount: 2, profile: { name: 'Testfirma Jobs GmbH' } });
    expect(shown.kind === 'organization' && shown.jobs.map((j) => j.id)).toEqual(ids.slice(10));
    expect(await board.showOrganizationPage.execute({ slug: 'testfirma-jobs-gmbh', page: 5 }, de)).toMatchObject({ redirectToPage: 2 });
  });

  it('route lookup: organization pages with metatags, alias paths, localized 404 material for unknown slugs', async () => {
    const route = await board.routes.lookup('/organization/neckar-software-gmbh', { site: 'suedwest', locale: 'en-GB' });
    expect(route).toMatchObject({ kind: 'content', type: 'OrganizationProfile' });
    const tags = route.kind === 'content' ? Object.fromEntries(route.metatags.map((m) => [m.meta, m.value])) : {};
    expect(tags).toMatchObject({
      title: 'Neckar Software GmbH',
      canonical: 'https://www.jobs-suedwest.de/en/organization/neckar-software-gmbh',
    });
    expect(tags.description).toMatch(/^Die Neckar Software GmbH entwickelt Software/);
    expect(await board.showOrganizationPage.execute({ slug: 'gibt-es-nicht' }, de)).toEqual({ kind: 'not-found' });

    // An alias path (no row in organizations needed for the slug page, a row in path_aliases for the alias).
    const { rows } = await db.pool.query<{ id: string }>(`select id from organizations where slug = 'klinikum-mainfranken'`);
    await db.pool.query(
      `insert into path_aliases (site, language, path, target_type, target_id) values ('suedwest', 'de', '/arbeitgeber/klinikum', 'OrganizationProfile', $1)`,
      [rows[0]!.id],
    );
    const aliased = await board.showContentPage.execute({ path: '/arbeitgeber/klinikum' }, de);
    expect(aliased).toMatchObject({
      kind: 'organization',
      profile: { slug: 'klinikum-mainfranken', children: [{ name: 'Kreiskrankenhaus Kitzingen' }] },
    });
    expect(aliased.kind === 'organization' && aliased.metatags.find((m) => m.meta === 'canonical')?.value).toBe(
      'https://www.jobs-suedwest.de/de/organization/klinikum-mainfranken',
    );
  });

  it('landing pages: the seeded ones of the site in their language, drafts and other sites never', async () => {
    const seeded = DEMO_LANDING_PAGES.filter((p) => p.site === 'suedwest');
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    for (const page of seeded) {
      const shown = await board.showContentPage.execute({ path: page.path }, { site: 'suedwest', locale: page.locale });
      expect(shown, `${page.locale} ${page.path}`).toMatchObject({
        kind: 'landing',
        landing: { title: page.title, locale: page.locale, searchHref: `/jobs?${page.searchQuery}` },
      });
      expect(shown.kind === 'landing' && shown.metatags.map((m) => m.meta)).toEqual(['title', 'description', 'canonical']);
    }
    expect(await board.showContentPage.execute({ path: '/emplois-a-stuttgart' }, de)).toEqual({ kind: 'not-found' });
    expect(await board.showContentPage.execute({ path: '/pflegejobs' }, de)).toEqual({ kind: 'not-found' }); // the default site's
    await db.pool.query(`update landing_pages set published = false where site = 'suedwest' and path = '/pflegejobs-suedwest'`);
    expect(await board.showContentPage.execute({ path: '/pflegejobs-suedwest' }, de)).toEqual({ kind: 'not-found' });
    const draft = await new PostgresLandingPageRepository(db.pool).findPublishedByPath('suedwest', 'de', '/pflegejobs-suedwest');
    expect(draft).toBeNull();
    // Stored redirects under plain paths answer through the same lookup.
    const { rows } = await db.pool.query<{ path: string; redirect_to: string }>(
      `select path, redirect_to from path_aliases where redirect_to is not null limit 1`,
    );
    expect(await board.showContentPage.execute({ path: rows[0]!.path }, de)).toEqual({
      kind: 'redirect',
      code: 301,
      target: rows[0]!.redirect_to,
    });
  });

  it('validates the GraphQL arguments', async () => {
    const ask = async (query: string) => {
      const response = await board.handleGraphql(
        new Request('http://localhost/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-frontend': 'suedwest' },
          body: JSON.stringify({ query }),
        }),
      );
      return (await response.json()) as { data?: Record<string, unknown>; errors?: Array<{ extensions?: { code?: string } }> };
    };
    expect((await ask('{ organizationProfile(id: "1", slug: "x") { id } }')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await ask('{ organizationProfile { id } }')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(
      (await ask('{ organizationJobs(organizationId: "1", range: { first: 5, last: 10 }) { total } }')).errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
    expect((await ask('{ organizationProfile(slug: "gibt-es-nicht") { id } }')).data).toEqual({ organizationProfile: null });
    expect((await ask('{ landingPage(id: "999999") { id } }')).data).toEqual({ landingPage: null });
  });
});
