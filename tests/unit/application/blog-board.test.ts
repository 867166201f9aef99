import { describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { BlogGateway, BlogListRequest } from '../../../src/application/board/content/blog-gateway.port';
import { BrowseBlog } from '../../../src/application/board/content/browse-blog.use-case';
import { ShowBlogPost } from '../../../src/application/board/content/show-blog-post.use-case';
import { aBlogPost } from '../../support/in-memory-blog-post-repository';

const board: BoardContext = { site: 'default', locale: 'de' };
const posts = Array.from({ length: 23 }, (_, i) =>
  aBlogPost({
    slug: `beitrag-${i + 1}`,
    tags: i % 2 === 0 ? ['Bewerbung'] : ['Gehalt'],
    publishedAt: new Date(Date.UTC(2026, 4, 28 - i)).toISOString(),
  }),
);

class FakeBlogGateway implements BlogGateway {
  calls: BlogListRequest[] = [];
  async list(req: BlogListRequest) {
    this.calls.push(req);
    const pool = req.tag ? posts.filter((p) => p.tags.some((t) => t.toLowerCase() === req.tag)) : posts;
    const first = (req.page - 1) * req.pageSize;
    return { items: pool.slice(first, first + req.pageSize), total: pool.length };
  }
  async bySlug(slug: string) {
    return posts.find((p) => p.slug === slug) ?? null;
  }
}

describe('BrowseBlog', () => {
  it('returns one page with the page count; indexable when not empty', async () => {
    const page = await new BrowseBlog(new FakeBlogGateway()).execute({ page: '3', pageSize: 10 }, board);
    expect(page).toMatchObject({ page: 3, pageCount: 3, total: 23, noindex: false, tag: null, tagLabel: null });
    expect(page.posts.map((p) => p.slug)).toEqual(['beitrag-21', 'beitrag-22', 'beitrag-23']);
  });

  it('filters by tag in URL form and names it as the posts spell it', async () => {
    const gateway = new FakeBlogGateway();
    const page = await new BrowseBlog(gateway).execute({ page: 1, pageSize: 10, tag: 'BeWerbung' }, board);
    expect(gateway.calls[0]).toEqual({ page: 1, pageSize: 10, tag: 'bewerbung' });
    expect(page).toMatchObject({ total: 12, pageCount: 2, tag: 'bewerbung', tagLabel: 'Bewerbung' });
  });

  it('redirects past the last page and reads nonsense pages as page 1', async () => {
    expect(await new BrowseBlog(new FakeBlogGateway()).execute({ page: 9, pageSize: 10 }, board)).toMatchObject({ redirectToPage: 3 });
    expect(await new BrowseBlog(new FakeBlogGateway()).execute({ page: 'x', pageSize: 10 }, board)).toMatchObject({ page: 1 });
  });

  it('marks an empty list (no blog, unknown tag) noindex with one page', async () => {
    const page = await new BrowseBlog(new FakeBlogGateway()).execute({ page: 1, pageSize: 10, tag: 'unbekannt' }, board);
    expect(page).toMatchObject({ posts: [], total: 0, pageCount: 1, noindex: true, tagLabel: 'unbekannt' });
    expect(page.redirectToPage).toBeUndefined();
  });
});

describe('ShowBlogPost', () => {
  const show = new ShowBlogPost(new FakeBlogGateway());
  const post = posts[0]!; // 2026-05-28

  it('shows the post under its own year and month', async () => {
    expect(await show.execute({ year: '2026', month: '05', slug: post.slug }, board)).toEqual({ kind: 'post', post });
  });

  it('redirects a wrong year or month to the post’s URL', async () => {
    expect(await show.execute({ year: '2000', month: '01', slug: post.slug }, board)).toEqual({
      kind: 'redirect',
      year: '2026',
      month: '05',
      slug: post.slug,
    });
    expect(await show.execute({ year: '2026', month: '5', slug: post.slug }, board)).toMatchObject({ kind: 'redirect', month: '05' });
  });

  it('is not found for unknown or malformed slugs', async () => {
    expect(await show.execute({ year: '2026', month: '05', slug: 'gibt-es-nicht' }, board)).toEqual({ kind: 'not-found' });
    expect(await show.execute({ year: '2026', month: '05', slug: 'Gross%20' }, board)).toEqual({ kind: 'not-found' });
  });
});
