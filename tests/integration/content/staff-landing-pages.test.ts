import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteStaffLandingPage } from '../../../src/application/platform/staff/landing-pages/delete-staff-landing-page.use-case';
import { SaveStaffLandingPage } from '../../../src/application/platform/staff/landing-pages/save-staff-landing-page.use-case';
import { SearchStaffLandingPages } from '../../../src/application/platform/staff/landing-pages/search-staff-landing-pages.use-case';
import type { LandingPageDraft } from '../../../src/domain/content/landing-page-draft';
import type { Actor } from '../../../src/domain/identity/actor';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { PostgresStaffLandingPageUnitOfWork } from '../../../src/infrastructure/postgres/content-admin/postgres-staff-landing-page-unit-of-work';
import { PostgresStaffLandingPages } from '../../../src/infrastructure/postgres/content-admin/postgres-staff-landing-pages';
import { PostgresLandingPageRepository } from '../../../src/infrastructure/postgres/postgres-landing-page-repository';
import { PostgresPathAliasRepository } from '../../../src/infrastructure/postgres/postgres-path-alias-repository';
import { SanitizeHtmlRichTextSanitizer } from '../../../src/infrastructure/sanitize/sanitize-html-rich-text-sanitizer';
import { ctx, userActor } from '../../support/request-context';
import { insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('staff console: landing pages and their aliases on PostgreSQL', () => {
  let db: TestDatabase;
  let adminId: string;
  const siteAdmin: Actor = { kind: 'user', userId: '999', roles: [{ id: 'site_admin', targetId: 'default' }] };

  beforeAll(async () => {
    db = await createTestDatabase();
    adminId = await insertUser(db.pool, { roles: [['administrator', null]] });
  });
  afterAll(() => db.drop());

  const admin = () => ctx({ actor: userActor(adminId, 'administrator') });
  const uow = () => new PostgresStaffLandingPageUnitOfWork(db.pool);
  const save = () => new SaveStaffLandingPage(uow(), new FileSiteDirectory(), new SanitizeHtmlRichTextSanitizer());
  const draft = (overrides: Partial<LandingPageDraft> = {}): LandingPageDraft => ({
    site: 'default',
    locale: 'de',
    path: '/pflegejobs-ulm',
    aliases: ['/pflege-ulm', '/altenpflege-ulm'],
    title: 'Pflegejobs in Ulm',
    introHtml: '<p onclick="x()">Pflege <script>alert(1)</script>in Ulm</p>',
    searchQuery: 'search=Pflege',
    seoTitle: 'Pflege Ulm',
    seoDescription: 'Alle Pflegejobs in Ulm',
    published: true,
    ...overrides,
  });
  const count = async (sql: string) => Number((await db.pool.query<{ n: string }>(`select count(*) as n from ${sql}`)).rows[0]!.n);

  it('creates a page the board answers at its path and at each alias, sanitized, with its log entry', async () => {
    const outcome = await save().execute({ id: null, draft: draft() }, admin());
    if (!outcome.ok) throw new Error(`refused: ${outcome.code}`);
    expect(outcome.page.introHtml).not.toMatch(/script|onclick/);
    const main = await new PostgresLandingPageRepository(db.pool).findPublishedByPath('default', 'de', '/pflegejobs-ulm');
    expect(main).toMatchObject({ id: outcome.page.id, seoTitle: 'Pflege Ulm' });
    for (const alias of ['/pflege-ulm', '/altenpflege-ulm']) {
      expect(await new PostgresPathAliasRepository(db.pool).resolve('default', 'de', alias)).toEqual({
        kind: 'content',
        type: 'LandingPage',
        id: outcome.page.id,
      });
    }
    const logged = await db.pool.query(`select action, site from staff_actions where target_type = 'landing_page' and target_id = $1`, [
      outcome.page.id,
    ]);
    expect(logged.rows).toEqual([{ action: 'landing_page.create', site: 'default' }]);
  });

  it('refuses a taken or reserved path and writes nothing; a site_admin is refused on another site', async () => {
    const [pages, aliases, log] = [await count('landing_pages'), await count('path_aliases'), await count('staff_actions')];
    expect(await save().execute({ id: null, draft: draft({ path: '/pflege-ulm', aliases: [] }) }, admin())).toEqual({
      ok: false,
      code: 'INVALID',
      problems: ['PATH_TAKEN'],
    });
    expect(await save().execute({ id: null, draft: draft({ path: '/neu', aliases: ['/pflegejobs-ulm'] }) }, admin())).toEqual({
      ok: false,
      code: 'INVALID',
      problems: ['ALIAS_TAKEN'],
    });
    expect(await save().execute({ id: null, draft: draft({ path: '/jobs' }) }, admin())).toMatchObject({ problems: ['PATH_RESERVED'] });
    expect(await save().execute({ id: null, draft: draft({ site: 'karriere', path: '/x-y' }) }, ctx({ actor: siteAdmin }))).toEqual({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect([await count('landing_pages'), await count('path_aliases'), await count('staff_actions')]).toEqual([pages, aliases, log]);
  });

  it('edits the aliases as a whole, lists by title or alias, and deletes page and aliases together', async () => {
    const search = new SearchStaffLandingPages(new PostgresStaffLandingPages(db.pool));
    const found = await search.search({ text: 'altenpflege', offset: 0, limit: 25 }, ctx({ actor: siteAdmin }));
    if (!found.ok) throw new Error('refused');
    expect(found.value.pages.map((p) => p.path)).toEqual(['/pflegejobs-ulm']);
    const id = found.value.pages[0]!.id;
    const edited = await save().execute({ id, draft: draft({ aliases: ['/pflege-ulm'] }) }, ctx({ actor: siteAdmin }));
    expect(edited).toMatchObject({ ok: true, page: { aliases: ['/pflege-ulm'] } });
    expect(await new PostgresPathAliasRepository(db.pool).resolve('default', 'de', '/altenpflege-ulm')).toBeNull();
    expect(await new DeleteStaffLandingPage(uow()).execute({ id, confirmed: true }, ctx({ actor: siteAdmin }))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await new PostgresPathAliasRepository(db.pool).resolve('default', 'de', '/pflege-ulm')).toBeNull();
    expect(await new PostgresLandingPageRepository(db.pool).findPublishedByPath('default', 'de', '/pflegejobs-ulm')).toBeNull();
  });
});
