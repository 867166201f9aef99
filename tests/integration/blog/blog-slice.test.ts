import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import { blogPostDate } from '../../../src/domain/content/blog-path';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { DEMO_BLOG_POSTS } from '../../../src/infrastructure/postgres/seed/demo-extras';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The blog end to end: board use cases → Apollo gateway → in-process /graphql → platform use cases → PostgreSQL. */
describe('blog slice through the composition root', () => {
  let db: TestDatabase;
  let board: Board;
  const guest: BoardContext = { site: 'suedwest', locale: 'de' };
  const newest = [...DEMO_BLOG_POSTS].sort((a, b) => a.daysAgo - b.daysAgo)[0]!;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    await db.pool.query(
      `insert into blog_posts (slug, title, teaser, body_html, tags, published_at, sites)
       values ('nur-mainfranken', 'Nur Mainfranken', '', '<p>x</p>', '{Bewerbung}', now() - interval '1 day', '{mainfranken}')`,
    );
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true }));
  });
  afterAll(() => db.drop());

  it('browses the magazine page by page', async () => {
    const page1 = await board.browseBlog.execute({ page: 1, pageSize: 2 }, guest);
    expect(page1).toMatchObject({ page: 1, pageCount: 3, total: DEMO_BLOG_POSTS.length, noindex: false, tag: null });
    expect(page1.posts[0]).toMatchObject({ slug: newest.slug, title: newest.title, teaser: newest.teaser, tags: newest.tags });
    const page3 = await board.browseBlog.execute({ page: 3, pageSize: 2 }, guest);
    expect(page3.posts).toHaveLength(1);
    expect(await board.browseBlog.execute({ page: 7, pageSize: 2 }, guest)).toMatchObject({ redirectToPage: 3 });
  });

  it('filters by tag; an unknown tag is an empty, noindex page', async () => {
    const tagged = await board.browseBlog.execute({ page: 1, pageSize: 10, tag: 'pflege' }, guest);
    expect(tagged).toMatchObject({ total: 1, tag: 'pflege', tagLabel: 'Pflege' });
    expect(tagged.posts.map((p) => p.slug)).toEqual(['pflegeberufe-mit-zukunft']);
    expect(await board.browseBlog.execute({ page: 1, pageSize: 10, tag: 'würzburg' }, guest)).toMatchObject({ total: 0, noindex: true });
  });

  it('shows a post under its year and month, redirects other dates, hides other sites’ posts', async () => {
    const listed = (await board.browseBlog.execute({ page: 1, pageSize: 1 }, guest)).posts[0]!;
    const { year, month } = blogPostDate(listed);
    const shown = await board.showBlogPost.execute({ year, month, slug: listed.slug }, guest);
    expect(shown).toMatchObject({ kind: 'post', post: { slug: listed.slug, bodyHtml: expect.stringContaining('<h2>') } });
    expect(await board.showBlogPost.execute({ year: '2000', month: '01', slug: listed.slug }, guest)).toEqual({
      kind: 'redirect',
      year,
      month,
      slug: listed.slug,
    });
    expect(await board.showBlogPost.execute({ year, month, slug: 'nur-mainfranken' }, guest)).toEqual({ kind: 'not-found' });
    expect(await board.showBlogPost.execute({ year, month, slug: 'gibt-es-nicht' }, guest)).toEqual({ kind: 'not-found' });
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
      return (await response.json()) as {
        data?: Record<string, unknown>;
        errors?: Array<{ message: string; extensions?: { code?: string } }>;
      };
    };
    const misaligned = await ask('{ blogPosts(range: { first: 3, last: 2 }) { total } }');
    expect(misaligned.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/multiple of range.last/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooMany = await ask('{ blogPosts(range: { first: 0, last: 51 }) { total } }');
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const emptyTag = await ask('{ blogPosts(tag: " ", range: { first: 0, last: 5 }) { total } }');
    expect(emptyTag.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await ask('{ blogPost(slug: "nur-mainfranken") { id } }')).toEqual({ data: { blogPost: null } });
  });
});
