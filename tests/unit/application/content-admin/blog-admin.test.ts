import { describe, expect, it } from 'vitest';
import { DeleteBlogPost } from '../../../../src/application/platform/content-admin/delete-blog-post.use-case';
import { GetStaffBlogPost } from '../../../../src/application/platform/content-admin/get-staff-blog-post.use-case';
import { ListStaffBlogPosts } from '../../../../src/application/platform/content-admin/list-staff-blog-posts.use-case';
import { SaveBlogPost, type SaveBlogPostInput } from '../../../../src/application/platform/content-admin/save-blog-post.use-case';
import { UnpublishBlogPost } from '../../../../src/application/platform/content-admin/unpublish-blog-post.use-case';
import type { SiteDirectory } from '../../../../src/application/platform/site/site-directory.port';
import type { RichTextSanitizer } from '../../../../src/application/shared/rich-text-sanitizer.port';
import type { Actor } from '../../../../src/domain/identity/actor';
import type { SiteConfig } from '../../../../src/domain/site/site-config';
import { fixedClock } from '../../../support/fixed-clock';
import { ctx } from '../../../support/request-context';
import { InMemoryBlogAdminRepository } from './in-memory-blog-admin-repository';

const NOW = '2026-11-28T04:00:00.000Z';
const clock = fixedClock(NOW);
const sites: SiteDirectory = {
  get: (key) => (['suedwest', 'karriere'].includes(key) ? ({ key } as unknown as SiteConfig) : undefined),
  all: () => ['suedwest', 'karriere'].map((key) => ({ key }) as unknown as SiteConfig),
};
// Stands in for the real sanitizer: drops script elements, as the filtered format does.
const sanitizer: RichTextSanitizer = { sanitize: (html) => html.replace(/<script[\s\S]*?<\/script>/g, '') };
const user = (id: string, role: 'administrator' | 'site_admin' | 'job_editor', target: string | null = null): Actor => ({
  kind: 'user',
  userId: id,
  roles: [{ id: role, targetId: target }],
});
const admin = ctx({ site: 'suedwest', actor: user('1', 'administrator') });
const suedwestAdmin = ctx({ site: 'suedwest', actor: user('2', 'site_admin', 'suedwest') });
const editor = ctx({ site: 'suedwest', actor: user('3', 'job_editor') });
const input = (over: Partial<SaveBlogPostInput> = {}): SaveBlogPostInput => ({
  id: null,
  title: 'Winter-Tipps',
  slug: '',
  teaser: 'Kurz',
  bodyHtml: '<p>Hallo</p><script>alert(1)</script>',
  tags: 'Tipps, tipps, Bewerbung',
  sites: ['suedwest'],
  publication: { mode: 'draft' },
  ...over,
});

function setUp() {
  const repo = new InMemoryBlogAdminRepository();
  return {
    repo,
    save: new SaveBlogPost(repo, sanitizer, sites, clock),
    list: new ListStaffBlogPosts(repo, clock, sites),
    get: new GetStaffBlogPost(repo),
    unpublish: new UnpublishBlogPost(repo),
    remove: new DeleteBlogPost(repo),
  };
}
const values = { slug: 'x', title: 'X', teaser: '', bodyHtml: '', tags: [], publishedAt: null };

describe('saving a blog post', () => {
  it('stores the sanitized body, the derived slug and the normalized tags, and logs it on the post’s site', async () => {
    const { save, repo } = setUp();
    const saved = await save.execute(input(), suedwestAdmin);
    expect(saved.ok).toBe(true);
    const post = [...repo.posts.values()][0]!;
    expect(post).toMatchObject({ slug: 'winter-tipps', bodyHtml: '<p>Hallo</p>', tags: ['Tipps', 'Bewerbung'], publishedAt: null });
    expect(repo.log).toEqual([
      expect.objectContaining({ action: 'blog_post.create', siteKey: 'suedwest', actorId: '2', targetId: post.id, before: null }),
    ]);
  });

  it('refuses a site admin who puts a post on a site it does not run, and a job editor anywhere; nothing is written', async () => {
    const { save, repo } = setUp();
    expect(await save.execute(input({ sites: ['suedwest', 'karriere'] }), suedwestAdmin)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await save.execute(input(), editor)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await save.execute(input(), ctx())).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    expect(repo.posts.size).toBe(0);
    expect(repo.log).toEqual([]);
  });

  it('a site admin cannot edit a post also shown on another site, nor see one of another site alone', async () => {
    const { save, get, repo } = setUp();
    const shared = repo.seed({ ...values, sites: ['karriere', 'suedwest'] });
    const foreign = repo.seed({ ...values, slug: 'y', sites: ['karriere'] });
    expect(await save.execute(input({ id: shared.id }), suedwestAdmin)).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(await save.execute(input({ id: foreign.id }), suedwestAdmin)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect((await get.execute({ id: foreign.id }, suedwestAdmin)).ok).toBe(false);
    expect(repo.posts.get(shared.id)).toEqual(shared);
    expect((await save.execute(input({ id: shared.id, sites: ['karriere', 'suedwest'] }), admin)).ok).toBe(true);
  });

  it('names a taken slug, an unknown site and a bad tag list on their fields', async () => {
    const { save, repo } = setUp();
    repo.seed({ ...values, slug: 'winter-tipps', sites: ['suedwest'] });
    expect(await save.execute(input(), admin)).toEqual({ ok: false, code: 'INVALID', problems: [{ field: 'slug', code: 'SLUG_TAKEN' }] });
    expect(await save.execute(input({ sites: ['mars'] }), admin)).toEqual({
      ok: false,
      code: 'INVALID',
      problems: [{ field: 'sites', code: 'UNKNOWN_SITE' }],
    });
    expect(await save.execute(input({ slug: 'x', tags: 'a,b,c,d,e,f,g,h,i,j,k' }), admin)).toEqual({
      ok: false,
      code: 'INVALID',
      problems: [{ field: 'tags', code: 'TOO_MANY_TAGS' }],
    });
    expect(repo.posts.size).toBe(1);
  });
});

describe('listing, unpublishing and deleting', () => {
  it('lists the posts of the actor’s sites with filters, and refuses staff without the section', async () => {
    const { list, repo } = setUp();
    repo.seed({ ...values, title: 'Entwurf', sites: ['suedwest'] });
    repo.seed({ ...values, slug: 'b', title: 'Später', sites: ['suedwest'], publishedAt: new Date('2026-12-24T00:00:00Z') });
    repo.seed({ ...values, slug: 'c', title: 'Karriere', sites: ['karriere'], publishedAt: new Date('2026-01-01T00:00:00Z') });
    const mine = await list.execute({}, suedwestAdmin);
    expect(mine.ok && mine.value.items.map((p) => p.title)).toEqual(['Entwurf', 'Später']);
    // The form offers a site admin its own site, an administrator every configured one.
    expect(mine.ok && mine.value.manageableSites).toEqual(['suedwest']);
    const scheduled = await list.execute({ state: 'scheduled' }, admin);
    expect(scheduled.ok && scheduled.value.items.map((p) => p.title)).toEqual(['Später']);
    expect(scheduled.ok && scheduled.value.manageableSites).toEqual(['karriere', 'suedwest']);
    const byTitle = await list.execute({ title: 'karr' }, admin);
    expect(byTitle.ok && byTitle.value.total).toBe(1);
    expect(await list.execute({}, editor)).toEqual({ ok: false, code: 'FORBIDDEN' });
  });

  it('unpublishing makes a draft; deleting needs the confirmation and logs the post before', async () => {
    const { unpublish, remove, repo } = setUp();
    const post = repo.seed({ ...values, sites: ['suedwest'], publishedAt: new Date('2026-01-01T00:00:00Z') });
    expect((await unpublish.execute({ id: post.id }, suedwestAdmin)).ok).toBe(true);
    expect(repo.posts.get(post.id)?.publishedAt).toBeNull();
    expect(await remove.execute({ id: post.id, confirmed: false }, suedwestAdmin)).toEqual({ ok: false, code: 'CONFIRMATION_REQUIRED' });
    expect(repo.posts.has(post.id)).toBe(true);
    expect(await remove.execute({ id: post.id, confirmed: true }, suedwestAdmin)).toEqual({ ok: true, value: true });
    expect(repo.posts.has(post.id)).toBe(false);
    expect(repo.log.map((e) => [e.action, e.after === null])).toEqual([
      ['blog_post.unpublish', false],
      ['blog_post.delete', true],
    ]);
  });
});
