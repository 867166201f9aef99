import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { BlogGateway } from '../../../src/application/board/content/blog-gateway.port';
import type { BlogAdminGateway } from '../../../src/application/board/content-admin/blog-admin-gateway.port';
import type { Board } from '../../../src/infrastructure/di/board';
import { BLOG_ADMIN } from '../../../src/infrastructure/di/blog-admin.module';
import { BLOG } from '../../../src/infrastructure/di/blog.module';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import blogDe from '../../../src/infrastructure/i18n/messages/blog-admin/de.json';
import blogEn from '../../../src/infrastructure/i18n/messages/blog-admin/en-GB.json';
import blogFr from '../../../src/infrastructure/i18n/messages/blog-admin/fr.json';
import { handleBlogAdminApi } from '../../../src/ui/server/blog-admin/blog-admin-endpoints.server';
import { insertUser } from '../support/fixtures';
import { formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SITE = 'suedwest';

/**
 * The console's blog forms as a browser without JavaScript posts them: the board's form endpoints →
 * its desk → Apollo → /graphql → PostgreSQL, and what the board's /blog then shows.
 */
describe('blog post forms of the staff console on PostgreSQL', () => {
  let db: TestDatabase;
  let filesDir: string;
  let container: ReturnType<typeof buildContainer>;
  let board: Board;
  let desk: BlogAdminGateway;
  let blog: BlogGateway;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let otherSiteAdmin: BoardContext;
  let jobEditor: BoardContext;
  const guest: BoardContext = { site: SITE, locale: 'de' };
  const posts = async () => Number((await db.pool.query('select count(*) as n from blog_posts')).rows[0].n);
  const onBlog = async (slug: string) => (await blog.list({ page: 1, pageSize: 50 }, guest)).items.some((p) => p.slug === slug);
  const fields = (over: Record<string, string> = {}): Record<string, string> => ({
    locale: 'de',
    id: '',
    title: 'Winter-Tipps',
    slug: '',
    teaser: 'Kurz',
    bodyHtml: '<p>Hallo</p>',
    tags: 'Tipps',
    sites: SITE,
    publication: 'draft',
    publishAt: '',
    ...over,
  });
  const post = (action: string, as: BoardContext, values: Record<string, string>, options: { csrf?: boolean } = {}) =>
    handleBlogAdminApi(formPost(board, `/api/blog-admin/${action}`, values, { session: as.token!, ...options }), action, board);
  const landing = (response: Response) => new URL(response.headers.get('location')!, 'http://localhost');
  /** Saves by the form and answers the new post's id (from the edit page it leads to). */
  const created = async (values: Record<string, string>, as = siteAdmin): Promise<string> => {
    const response = await post('save', as, fields(values));
    expect(response.status).toBe(303);
    const to = landing(response);
    expect(to.searchParams.get('notice')).toBe('saved');
    return to.pathname.split('/').pop()!;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    const as = async (email: string, roles: Array<[string, string | null]>): Promise<BoardContext> => {
      await insertUser(db.pool, { email, roles });
      return { ...guest, token: (await signIn(db.pool, email)).token };
    };
    administrator = await as('admin@example.test', [['administrator', null]]);
    siteAdmin = await as('suedwest-admin@example.test', [['site_admin', SITE]]);
    otherSiteAdmin = await as('karriere-admin@example.test', [['site_admin', 'karriere']]);
    jobEditor = await as('redaktion@example.test', [['job_editor', null]]);
    filesDir = await mkdtemp(join(tmpdir(), 'blog-admin-forms-'));
    container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    desk = container.get(BLOG_ADMIN.Gateway);
    blog = container.get(BLOG.BlogGateway);
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('the form offers a site admin its own site and an administrator every site; a job editor gets the 403 page', async () => {
    expect((await desk.list({ title: null, state: null, page: 1 }, siteAdmin)).manageableSites).toEqual([SITE]);
    const all = await desk.list({ title: null, state: null, page: 1 }, administrator);
    expect(all.manageableSites).toEqual(expect.arrayContaining([SITE, 'karriere', 'mainfranken']));
    expect(await desk.list({ title: null, state: null, page: 1 }, jobEditor)).toMatchObject({ errors: ['FORBIDDEN'], manageableSites: [] });
  });

  it('a draft is created and the edit page follows with a notice; it is not on /blog', async () => {
    const response = await post('save', siteAdmin, fields({ title: 'Entwurf im Winter' }));
    expect(response.status).toBe(303);
    const to = landing(response);
    expect(to.pathname).toMatch(/^\/de\/admin\/content\/\d+$/);
    expect(to.search).toBe('?notice=saved');
    const id = to.pathname.split('/').pop()!;
    expect((await desk.get(id, siteAdmin)).post).toMatchObject({ slug: 'entwurf-im-winter', state: 'draft', sites: [SITE] });
    expect(await onBlog('entwurf-im-winter')).toBe(false);
  });

  it('published now the post is on /blog; unpublished by its button it is gone again', async () => {
    const id = await created({ title: 'Sofort', publication: 'now' });
    expect((await desk.get(id, siteAdmin)).post?.state).toBe('published');
    expect(await onBlog('sofort')).toBe(true);
    const off = await post('unpublish', siteAdmin, { locale: 'de', id });
    expect(off.headers.get('location')).toBe(`/de/admin/content/${id}?notice=unpublished`);
    expect((await desk.get(id, siteAdmin)).post?.state).toBe('draft');
    expect(await onBlog('sofort')).toBe(false);
  });

  it('published at a later time (German wall clock) it is scheduled and not on /blog yet', async () => {
    const id = await created({ title: 'Sommerfest', publication: 'at', publishAt: '2099-07-01T10:30' });
    // 10:30 in Berlin's summer is 08:30 UTC.
    expect((await desk.get(id, siteAdmin)).post).toMatchObject({ state: 'scheduled', publishedAt: '2099-07-01T08:30:00.000Z' });
    expect(await onBlog('sommerfest')).toBe(false);
  });

  it('a refused slug and tag list come back on their fields with everything typed, in each language’s words, and write nothing', async () => {
    const before = await posts();
    const tags = Array.from({ length: 11 }, (_, i) => `Tag ${i}`).join(', ');
    const response = await post('save', siteAdmin, fields({ locale: 'en-GB', title: 'Mein Titel', slug: 'Kein Slug!', tags }));
    expect(response.status).toBe(303);
    const to = landing(response);
    expect(to.pathname).toBe('/en/admin/content/new');
    expect(Object.fromEntries(to.searchParams)).toEqual({ error: 'INVALID', fieldErrors: 'slug:INVALID_SLUG,tags:TOO_MANY_TAGS' });
    const typed = decodeURIComponent(response.headers.get('set-cookie') ?? '');
    expect(typed).toContain('jb_typed_blog-post=');
    for (const value of ['Mein Titel', 'Kein Slug!', 'Tag 10', '<p>Hallo</p>', SITE]) expect(typed).toContain(value);
    expect(await posts()).toBe(before);
    for (const code of ['INVALID_SLUG', 'TOO_MANY_TAGS'] as const) {
      expect(new Set([blogDe, blogEn, blogFr].map((m) => m.blogAdmin.errors[code])).size).toBe(3);
    }
  });

  it('another site’s admin is refused a post of this site and a shared post (the 403 page), and nothing changes', async () => {
    const before = await posts();
    const onOtherSite = await post('save', otherSiteAdmin, fields({ title: 'Übergriff', sites: SITE }));
    expect(Object.fromEntries(landing(onOtherSite).searchParams)).toEqual({ error: 'FORBIDDEN' });
    expect(await posts()).toBe(before);

    const mine = await created({ title: 'Nur Südwest' });
    const taken = await post('save', otherSiteAdmin, fields({ id: mine, title: 'Übernommen', sites: 'karriere' }));
    expect(landing(taken).searchParams.get('error')).toBe('NOT_FOUND');
    const shared = await created({ title: 'Geteilt', sites: 'karriere' }, administrator);
    await db.pool.query(`update blog_posts set sites = '{suedwest,karriere}' where id = $1`, [shared]);
    // The edit page asks for the post: FORBIDDEN is the console's 403 page.
    expect((await desk.get(shared, otherSiteAdmin)).errors).toEqual(['FORBIDDEN']);
    const removed = await post('delete', otherSiteAdmin, { locale: 'de', id: shared, confirm: 'yes' });
    expect(landing(removed).searchParams.get('error')).toBe('FORBIDDEN');
    expect((await desk.get(mine, siteAdmin)).post?.title).toBe('Nur Südwest');
    expect((await desk.get(shared, administrator)).post?.title).toBe('Geteilt');
  });

  it('without the CSRF token nothing is saved, unpublished or deleted', async () => {
    const id = await created({ title: 'Geschützt', publication: 'now' });
    const before = await posts();
    const save = await post('save', siteAdmin, fields({ title: 'Ohne Token' }), { csrf: false });
    expect(landing(save).searchParams.get('error')).toBe('CSRF');
    const off = await post('unpublish', siteAdmin, { locale: 'de', id }, { csrf: false });
    expect(landing(off).pathname).toBe(`/de/admin/content/${id}`);
    const removed = await post('delete', siteAdmin, { locale: 'de', id, confirm: 'yes' }, { csrf: false });
    expect(landing(removed).searchParams.get('error')).toBe('CSRF');
    expect(await posts()).toBe(before);
    expect(await onBlog('geschuetzt')).toBe(true);
  });

  it('deleting needs the ticked confirmation, then leads to the list', async () => {
    const id = await created({ title: 'Weg damit' });
    const unticked = await post('delete', siteAdmin, { locale: 'de', id });
    expect(unticked.headers.get('location')).toBe(`/de/admin/content/${id}?error=CONFIRMATION_REQUIRED`);
    expect((await desk.get(id, siteAdmin)).post).not.toBeNull();
    const ticked = await post('delete', siteAdmin, { locale: 'de', id, confirm: 'yes' });
    expect(ticked.headers.get('location')).toBe('/de/admin/content?notice=deleted');
    expect((await desk.get(id, siteAdmin)).errors).toEqual(['NOT_FOUND']);
  });
});
