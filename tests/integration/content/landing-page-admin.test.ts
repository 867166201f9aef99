import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import landingDe from '../../../src/infrastructure/i18n/messages/landing-page-admin/de.json';
import landingEn from '../../../src/infrastructure/i18n/messages/landing-page-admin/en-GB.json';
import landingFr from '../../../src/infrastructure/i18n/messages/landing-page-admin/fr.json';
import { handleLandingPageAdminApi } from '../../../src/ui/server/landing-page-admin/landing-page-admin-endpoints.server';
import { insertUser } from '../support/fixtures';
import { formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SITE = 'suedwest';
const DAY = 86_400_000;

/**
 * The console's landing page forms end to end: the board's form endpoint and desk → Apollo → /graphql →
 * PostgreSQL, and what the board then shows at the page's paths.
 */
describe('landing pages staff console on PostgreSQL', () => {
  let db: TestDatabase;
  let filesDir: string;
  let container: ReturnType<typeof buildContainer>;
  let board: Board;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let otherSiteAdmin: BoardContext;
  const visitor: BoardContext = { site: SITE, locale: 'de' };
  const count = async (table: string) => Number((await db.pool.query(`select count(*) as n from ${table}`)).rows[0].n);
  const written = async () => [await count('landing_pages'), await count('path_aliases'), await count('staff_actions')];
  const form = (over: Record<string, string> = {}): Record<string, string> => ({
    locale: 'de',
    id: '',
    site: SITE,
    language: 'de',
    title: 'Pflegejobs in Freiburg',
    path: '/pflegejobs-freiburg',
    aliases: '/pflege-freiburg\r\n\r\n  /altenpflege-freiburg  ',
    introHtml: '<p>Pflege <script>alert(1)</script>in Freiburg</p>',
    searchQuery: 'search=Pflege&location=Freiburg',
    seoTitle: 'Pflege Freiburg',
    seoDescription: 'Alle Pflegejobs in Freiburg',
    published: 'on',
    ...over,
  });
  const post = (action: 'save' | 'delete', fields: Record<string, string>, as: BoardContext, options: { csrf?: boolean } = {}) =>
    handleLandingPageAdminApi(
      formPost(board, `/api/landing-page-admin/${action}`, fields, { session: as.token!, ...options }),
      action,
      board,
    );
  const landed = (response: Response) => new URL(response.headers.get('location')!, 'http://localhost');

  beforeAll(async () => {
    db = await createTestDatabase();
    const as = async (email: string, roles: Array<[string, string | null]>): Promise<BoardContext> => {
      await insertUser(db.pool, { email, roles });
      return { ...visitor, token: (await signIn(db.pool, email, 30 * DAY)).token };
    };
    administrator = await as('admin@example.test', [['administrator', null]]);
    siteAdmin = await as('suedwest-admin@example.test', [['site_admin', SITE]]);
    otherSiteAdmin = await as('karriere-admin@example.test', [['site_admin', 'karriere']]);
    filesDir = await mkdtemp(join(tmpdir(), 'landing-page-admin-'));
    container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('a page created with the form answers on the board at its path and at each alias, and the list shows it', async () => {
    const response = await post('save', form(), administrator);
    expect(response.status).toBe(303);
    const editor = landed(response);
    expect(editor.pathname).toMatch(/^\/de\/admin\/content\/pages\/\d+$/);
    expect(Object.fromEntries(editor.searchParams)).toEqual({ notice: 'saved' });
    const id = editor.pathname.split('/').pop()!;

    for (const path of ['/pflegejobs-freiburg', '/pflege-freiburg', '/altenpflege-freiburg']) {
      const shown = await board.showContentPage.execute({ path }, visitor);
      expect(shown).toMatchObject({ kind: 'landing', landing: { id, title: 'Pflegejobs in Freiburg' } });
    }
    const stored = await board.landingPageDesk.get(id, siteAdmin);
    expect(stored.page).toMatchObject({ published: true, searchQuery: 'search=Pflege&location=Freiburg', seoTitle: 'Pflege Freiburg' });
    expect([...stored.page!.aliases].sort()).toEqual(['/altenpflege-freiburg', '/pflege-freiburg']);
    expect(stored.page!.introHtml).not.toMatch(/script|alert/);

    const list = await board.landingPageDesk.list({ text: 'altenpflege', page: 1 }, siteAdmin);
    expect(list).toMatchObject({ total: 1, page: 1, pageSize: 25, errors: [] });
    expect(list.pages.map((p) => [p.title, p.site, p.locale, p.path, p.aliases.length, p.published])).toEqual([
      ['Pflegejobs in Freiburg', SITE, 'de', '/pflegejobs-freiburg', 2, true],
    ]);
    expect((await board.landingPageDesk.list({ text: 'gibt-es-nicht', page: 1 }, siteAdmin)).total).toBe(0);
  });

  it('a reserved path comes back refused at its field with everything typed, in each language’s words, and nothing is written', async () => {
    const before = await written();
    const response = await post('save', form({ path: '/jobs', title: 'Alle Jobs', aliases: '/alle-jobs' }), siteAdmin);
    expect(response.status).toBe(303);
    const back = landed(response);
    expect(back.pathname).toBe('/de/admin/content/pages/new');
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'INVALID', fieldErrors: 'path:PATH_RESERVED' });
    const typed = decodeURIComponent(response.headers.get('set-cookie') ?? '');
    expect(typed).toContain('jb_typed_landing-page=');
    for (const value of ['Alle Jobs', '/jobs', '/alle-jobs', 'search=Pflege&location=Freiburg', 'Pflege Freiburg'])
      expect(typed).toContain(value);
    expect(await written()).toEqual(before);
    const words = [landingDe, landingEn, landingFr].map((m) => m.landingPageAdmin.errors.PATH_RESERVED);
    expect(new Set(words).size).toBe(3);

    // A taken alias and too many aliases name the aliases field.
    const taken = landed(await post('save', form({ path: '/pflege-neu', aliases: '/pflege-freiburg' }), siteAdmin));
    expect(taken.searchParams.get('fieldErrors')).toBe('aliases:ALIAS_TAKEN');
    const many = Array.from({ length: 11 }, (_, i) => `/alias-${i}`).join('\n');
    const tooMany = landed(await post('save', form({ path: '/pflege-neu', aliases: many }), siteAdmin));
    expect(tooMany.searchParams.get('fieldErrors')).toBe('aliases:TOO_MANY_ALIASES');
    expect(await written()).toEqual(before);
  });

  it('another site’s admin is refused, and a post without the form token changes nothing', async () => {
    const before = await written();
    const refused = await post('save', form({ path: '/pflege-karriere', aliases: '' }), otherSiteAdmin);
    expect(Object.fromEntries(landed(refused).searchParams)).toEqual({ error: 'FORBIDDEN' });
    expect((await board.landingPageDesk.list({ text: null, page: 1 }, otherSiteAdmin)).pages).toEqual([]);

    const [page] = (await board.landingPageDesk.list({ text: 'freiburg', page: 1 }, administrator)).pages;
    const noToken = await post('save', form({ id: page!.id, title: 'Geändert', aliases: '' }), administrator, { csrf: false });
    expect(noToken.status).toBe(303);
    expect(landed(noToken).pathname).toBe(`/de/admin/content/pages/${page!.id}`);
    expect(landed(noToken).searchParams.get('error')).toBe('CSRF');
    const deleteNoToken = await post('delete', { locale: 'de', id: page!.id, confirmed: 'on' }, administrator, { csrf: false });
    expect(landed(deleteNoToken).searchParams.get('error')).toBe('CSRF');
    expect(await written()).toEqual(before);
    expect((await board.landingPageDesk.get(page!.id, administrator)).page).toMatchObject({ title: 'Pflegejobs in Freiburg' });
  });

  it('edits the aliases as a whole, and deletes only with the box ticked; then the board answers 404 at every path', async () => {
    const [page] = (await board.landingPageDesk.list({ text: 'freiburg', page: 1 }, siteAdmin)).pages;
    const id = page!.id;
    const edited = await post('save', form({ id, aliases: '/pflege-freiburg' }), siteAdmin);
    expect(landed(edited).pathname).toBe(`/de/admin/content/pages/${id}`);
    expect((await board.landingPageDesk.get(id, siteAdmin)).page!.aliases).toEqual(['/pflege-freiburg']);
    expect(await board.showContentPage.execute({ path: '/altenpflege-freiburg' }, visitor)).toEqual({ kind: 'not-found' });

    const unconfirmed = await post('delete', { locale: 'de', id }, siteAdmin);
    expect(landed(unconfirmed).pathname).toBe(`/de/admin/content/pages/${id}`);
    expect(landed(unconfirmed).searchParams.get('error')).toBe('CONFIRM_REQUIRED');
    expect((await board.landingPageDesk.get(id, siteAdmin)).page).not.toBeNull();

    const deleted = await post('delete', { locale: 'de', id, confirmed: 'on' }, siteAdmin);
    expect(landed(deleted).pathname).toBe('/de/admin/content/pages');
    expect(landed(deleted).searchParams.get('notice')).toBe('deleted');
    for (const path of ['/pflegejobs-freiburg', '/pflege-freiburg']) {
      expect(await board.showContentPage.execute({ path }, visitor)).toEqual({ kind: 'not-found' });
    }
    expect((await board.landingPageDesk.get(id, siteAdmin)).errors).toEqual(['NOT_FOUND']);
  });
});
