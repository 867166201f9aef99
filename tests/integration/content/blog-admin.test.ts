import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { BlogGateway } from '../../../src/application/board/content/blog-gateway.port';
import type { BlogAdminGateway, BlogPostFormInput } from '../../../src/application/board/content-admin/blog-admin-gateway.port';
import { BLOG_ADMIN } from '../../../src/infrastructure/di/blog-admin.module';
import { BLOG } from '../../../src/infrastructure/di/blog.module';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SITE = 'suedwest';

/** The blog's staff console through the board's gateway: Apollo → /graphql in process → PostgreSQL, and what /blog then shows. */
describe('blog staff console on PostgreSQL (ApolloBlogAdminGateway)', () => {
  let db: TestDatabase;
  let filesDir: string;
  let desk: BlogAdminGateway;
  let blog: BlogGateway;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let jobEditor: BoardContext;
  const guest: BoardContext = { site: SITE, locale: 'de' };
  const count = async (sql: string, params: unknown[] = []) => Number((await db.pool.query(sql, params)).rows[0].n);
  const post = (over: Partial<BlogPostFormInput> = {}): BlogPostFormInput => ({
    id: null,
    title: 'Bewerben im Winter',
    slug: '',
    teaser: 'Kurz und gut',
    bodyHtml: '<p>Hallo</p><script>alert(1)</script>',
    tags: 'Bewerbung, bewerbung, Tipps',
    sites: [SITE],
    publication: 'draft',
    publishAt: null,
    ...over,
  });
  const onBlog = async (slug: string) => (await blog.list({ page: 1, pageSize: 50 }, guest)).items.some((p) => p.slug === slug);

  beforeAll(async () => {
    db = await createTestDatabase();
    const as = async (email: string, roles: Array<[string, string | null]>): Promise<BoardContext> => {
      await insertUser(db.pool, { email, roles });
      return { ...guest, token: (await signIn(db.pool, email)).token };
    };
    administrator = await as('admin@example.test', [['administrator', null]]);
    siteAdmin = await as('suedwest-admin@example.test', [['site_admin', SITE]]);
    jobEditor = await as('redaktion@example.test', [['job_editor', null]]);
    filesDir = await mkdtemp(join(tmpdir(), 'blog-admin-'));
    const container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
    desk = container.get(BLOG_ADMIN.Gateway);
    blog = container.get(BLOG.BlogGateway);
  });
  afterAll(async () => {
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('a draft is stored sanitized, with a derived slug and normalized tags, logged, and not on /blog', async () => {
    const saved = await desk.save(post(), siteAdmin);
    expect(saved.errors).toEqual([]);
    expect(saved.post).toMatchObject({
      slug: 'bewerben-im-winter',
      bodyHtml: '<p>Hallo</p>',
      tags: ['Bewerbung', 'Tipps'],
      state: 'draft',
    });
    expect(await onBlog('bewerben-im-winter')).toBe(false);
    expect(await count(`select count(*) as n from staff_actions where action = 'blog_post.create' and site = $1`, [SITE])).toBe(1);
  });

  it('a post published later is not on /blog until its time; published now it is', async () => {
    const later = await desk.save(post({ title: 'Später', publication: 'at', publishAt: '2099-01-01T08:00:00.000Z' }), administrator);
    expect(later.post?.state).toBe('scheduled');
    expect(await onBlog('spaeter')).toBe(false);
    const now = await desk.save({ ...post({ title: 'Später' }), id: later.post!.id, publication: 'now' }, administrator);
    expect(now.post?.state).toBe('published');
    expect(await onBlog('spaeter')).toBe(true);
    const off = await desk.unpublish(later.post!.id, administrator);
    expect(off.post?.state).toBe('draft');
    expect(await onBlog('spaeter')).toBe(false);
  });

  it('a site admin is refused a post also shown on another site; a job editor and a guest the whole blog', async () => {
    const shared = await desk.save(post({ title: 'Geteilt', sites: [SITE, 'karriere'] }), administrator);
    expect((await desk.save({ ...post({ title: 'Übernommen' }), id: shared.post!.id }, siteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.remove(shared.post!.id, true, siteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.get(shared.post!.id, administrator)).post?.title).toBe('Geteilt');
    expect((await desk.list({ title: null, state: null, page: 1 }, jobEditor)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.list({ title: null, state: null, page: 1 }, guest)).errors).toEqual(['UNAUTHENTICATED']);
  });

  it('a bad slug or tag list names the field and writes nothing', async () => {
    const before = await count('select count(*) as n from blog_posts');
    const bad = await desk.save(post({ title: 'Neu', slug: 'Kein Slug!', tags: `ok, ${'x'.repeat(41)}` }), administrator);
    expect(bad.errors).toEqual(['INVALID']);
    expect(bad.fieldErrors).toEqual(['slug:INVALID_SLUG', 'tags:TAG_TOO_LONG']);
    const taken = await desk.save(post(), administrator);
    expect(taken.fieldErrors).toEqual(['slug:SLUG_TAKEN']);
    expect(await count('select count(*) as n from blog_posts')).toBe(before);
  });

  it('lists newest first with title and state filters, and deletes only with the confirmation', async () => {
    const list = await desk.list({ title: 'winter', state: 'draft', page: 1 }, siteAdmin);
    expect(list.posts.map((p) => p.title)).toEqual(['Bewerben im Winter']);
    const id = list.posts[0]!.id;
    expect((await desk.remove(id, false, siteAdmin)).errors).toEqual(['CONFIRMATION_REQUIRED']);
    expect((await desk.remove(id, true, siteAdmin)).errors).toEqual([]);
    expect(await count('select count(*) as n from blog_posts where id = $1', [id])).toBe(0);
  });
});
