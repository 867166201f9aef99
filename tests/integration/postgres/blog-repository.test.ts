import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BLOG_POSTS } from '../../../src/infrastructure/postgres/seed/demo-extras';
import { PostgresBlogRepository } from '../../../src/infrastructure/postgres/postgres-blog-repository';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The repository on the demo seed plus a few posts of its own (scheduled, draft, one site only). */
describe('PostgresBlogRepository', () => {
  let db: TestDatabase;
  let repo: PostgresBlogRepository;
  const now = () => new Date();
  const seededNewestFirst = [...DEMO_BLOG_POSTS].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.slug);

  beforeAll(async () => {
    db = await createTestDatabase({ seed: true });
    repo = new PostgresBlogRepository(db.pool);
    await db.pool.query(
      `insert into blog_posts (slug, title, teaser, body_html, tags, published_at, sites) values
        ('geplanter-beitrag', 'Geplant', '', '<p>x</p>', '{Bewerbung}', now() + interval '2 days', '{default,suedwest}'),
        ('entwurf', 'Entwurf', '', '<p>x</p>', '{Bewerbung}', null, '{default,suedwest}'),
        ('nur-mainfranken', 'Nur Mainfranken', 'Teaser', '<p>x</p>', '{Bewerbung,Würzburg}', now() - interval '1 hour', '{mainfranken}')`,
    );
  });
  afterAll(() => db.drop());

  it('lists the seeded posts of a site newest first, with the total', async () => {
    const page = await repo.listPublished({ site: 'suedwest', now: now(), range: { first: 0, last: 10 } });
    expect(page.total).toBe(DEMO_BLOG_POSTS.length);
    expect(page.items.map((p) => p.slug)).toEqual(seededNewestFirst);
    const first = page.items[0]!;
    expect(first).toMatchObject({
      title: DEMO_BLOG_POSTS.find((p) => p.slug === first.slug)!.title,
      sites: expect.arrayContaining(['suedwest']),
    });
    expect(first.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T.*Z$/);
    expect(first.id).toMatch(/^\d+$/);
  });

  it('pages with first as offset and last as count', async () => {
    const page2 = await repo.listPublished({ site: 'default', now: now(), range: { first: 2, last: 2 } });
    expect(page2.items.map((p) => p.slug)).toEqual(seededNewestFirst.slice(2, 4));
    expect(await repo.listPublished({ site: 'default', now: now(), range: { first: 40, last: 10 } })).toEqual({ items: [], total: 5 });
  });

  it('filters by tag without regard to case, and keeps scheduled, draft and other-site posts out', async () => {
    const tagged = await repo.listPublished({ site: 'default', now: now(), tag: 'bewerbung', range: { first: 0, last: 10 } });
    expect(tagged.items.map((p) => p.slug)).toEqual(['bewerbungstipps-fuer-berufseinsteiger']);
    const mainfranken = await repo.listPublished({ site: 'mainfranken', now: now(), tag: 'WÜRZBURG', range: { first: 0, last: 10 } });
    expect(mainfranken.items.map((p) => p.slug)).toEqual(['nur-mainfranken']);
    const later = await repo.listPublished({
      site: 'default',
      now: new Date(Date.now() + 3 * 86_400_000),
      tag: 'Bewerbung',
      range: { first: 0, last: 10 },
    });
    expect(later.items.map((p) => p.slug)).toEqual(['geplanter-beitrag', 'bewerbungstipps-fuer-berufseinsteiger']);
  });

  it('finds a post by slug whatever its site and date; drafts without a date and unknown slugs are null', async () => {
    expect(await repo.findBySlug('nur-mainfranken')).toMatchObject({
      slug: 'nur-mainfranken',
      sites: ['mainfranken'],
      tags: ['Bewerbung', 'Würzburg'],
    });
    expect(await repo.findBySlug('geplanter-beitrag')).toMatchObject({ slug: 'geplanter-beitrag' });
    expect(await repo.findBySlug('entwurf')).toBeNull();
    expect(await repo.findBySlug('gibt-es-nicht')).toBeNull();
  });
});
