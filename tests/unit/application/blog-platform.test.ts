import { describe, expect, it } from 'vitest';
import { GetBlogPost } from '../../../src/application/platform/content/get-blog-post.use-case';
import { ListBlogPosts } from '../../../src/application/platform/content/list-blog-posts.use-case';
import type { SiteDirectory } from '../../../src/application/platform/site/site-directory.port';
import type { SiteConfig, SiteFeatures } from '../../../src/domain/site/site-config';
import { fixedClock } from '../../support/fixed-clock';
import { InMemoryBlogPostRepository, aBlogPost } from '../../support/in-memory-blog-post-repository';
import { ctx } from '../../support/request-context';

const NOW = '2026-06-01T12:00:00.000Z';
const sites = (blogOn: Record<string, boolean>): SiteDirectory => {
  const make = (key: string) => ({ key, features: { blog: blogOn[key] } as SiteFeatures }) as SiteConfig;
  return { get: (key) => (key in blogOn ? make(key) : undefined), all: () => Object.keys(blogOn).map(make) };
};
const SITES = sites({ default: true, suedwest: true, ausbildung: false });

const newest = aBlogPost({
  slug: 'neu',
  publishedAt: '2026-05-30T08:00:00.000Z',
  tags: ['Bewerbung', 'Karriere'],
  sites: ['default', 'suedwest'],
});
const older = aBlogPost({ slug: 'alt', publishedAt: '2026-04-01T08:00:00.000Z', tags: ['Gehalt'], sites: ['default', 'ausbildung'] });
const oldest = aBlogPost({ slug: 'uralt', publishedAt: '2025-01-01T08:00:00.000Z', tags: ['bewerbung'], sites: ['default'] });
const scheduled = aBlogPost({ slug: 'geplant', publishedAt: '2026-06-01T12:00:00.001Z', sites: ['default'] });
const elsewhere = aBlogPost({ slug: 'anderswo', publishedAt: '2026-05-01T08:00:00.000Z', sites: ['suedwest'] });
const repo = new InMemoryBlogPostRepository([older, scheduled, newest, elsewhere, oldest]);

const list = new ListBlogPosts(repo, fixedClock(NOW), SITES);
const get = new GetBlogPost(repo, fixedClock(NOW), SITES);

describe('ListBlogPosts', () => {
  it('lists the site’s published posts newest first, without scheduled or other-site posts', async () => {
    const result = await list.execute({ page: 1, pageSize: 10 }, ctx());
    expect(result.ok && result.value.items.map((p) => p.slug)).toEqual(['neu', 'alt', 'uralt']);
    expect(result.ok && result.value.total).toBe(3);
  });

  it('pages and filters by tag without regard to case', async () => {
    const page2 = await list.execute({ page: 2, pageSize: 2 }, ctx());
    expect(page2.ok && page2.value.items.map((p) => p.slug)).toEqual(['uralt']);
    const tagged = await list.execute({ page: 1, pageSize: 10, tag: 'BEWERBUNG' }, ctx());
    expect(tagged.ok && tagged.value.items.map((p) => p.slug)).toEqual(['neu', 'uralt']);
  });

  it('answers empty on a site without the blog feature', async () => {
    expect(await list.execute({ page: 1, pageSize: 10 }, ctx({ site: 'ausbildung' }))).toEqual({
      ok: true,
      value: { items: [], total: 0 },
    });
    expect(await list.execute({ page: 1, pageSize: 10 }, ctx({ site: 'unknown' }))).toEqual({ ok: true, value: { items: [], total: 0 } });
  });

  it('refuses page sizes outside 1..50 and empty or overlong tags', async () => {
    expect(await list.execute({ page: 1, pageSize: 0 }, ctx())).toMatchObject({ ok: false, code: 'INVALID_PAGE_SIZE' });
    expect(await list.execute({ page: 1, pageSize: 51 }, ctx())).toMatchObject({ ok: false, code: 'INVALID_PAGE_SIZE' });
    expect(await list.execute({ page: 1, pageSize: 10, tag: '  ' }, ctx())).toMatchObject({ ok: false, code: 'INVALID_TAG' });
    expect(await list.execute({ page: 1, pageSize: 10, tag: 'x'.repeat(101) }, ctx())).toMatchObject({ ok: false, code: 'INVALID_TAG' });
  });
});

describe('GetBlogPost', () => {
  it('finds a published post of the site', async () => {
    expect(await get.execute({ slug: 'neu' }, ctx({ site: 'suedwest' }))).toEqual({ ok: true, value: newest });
  });

  it('hides scheduled, other-site, unknown and malformed slugs alike', async () => {
    for (const slug of ['geplant', 'anderswo', 'gibt-es-nicht', '../etc', 'Neu']) {
      expect(await get.execute({ slug }, ctx())).toEqual({ ok: false, code: 'NOT_FOUND' });
    }
  });

  it('hides every post on a site without the blog feature', async () => {
    expect(await get.execute({ slug: 'alt' }, ctx({ site: 'ausbildung' }))).toEqual({ ok: false, code: 'NOT_FOUND' });
  });
});
