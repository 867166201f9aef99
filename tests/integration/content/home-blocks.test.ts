import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** The home page's blocks end to end: board use case → Apollo gateway → /graphql → platform use case → job_highlights. */
describe('home page blocks on PostgreSQL', () => {
  let db: TestDatabase;
  let board: Board;
  let container: ReturnType<typeof buildContainer>;
  const guest: BoardContext = { site: 'suedwest', locale: 'de' };
  const all = { top: 6, featured: 6, video: 6 };
  const visibleJobs = async (where: string) =>
    (
      await db.pool.query<{ id: string }>(
        `select j.id::text as id from jobs j join job_sites s on s.job_id = j.id and s.site = 'suedwest'
         where j.state = 'published' and (j.expires_at is null or j.expires_at > now()) and ${where} order by j.id desc`,
      )
    ).rows.map((r) => r.id);

  beforeAll(async () => {
    // A smaller demo than the default: enough jobs for every block on the site.
    db = await createTestDatabase({ seed: { jobCount: 200 } });
    container = buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true });
    board = boardFrom(container);
  });
  afterAll(async () => {
    await container?.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db?.drop();
  });

  it('the demo’s staff picks fill every block (at most 6 each) and the newest posts come along', async () => {
    const blocks = await board.showHomeBlocks.execute({ limits: all, blog: true }, guest);
    expect(blocks.top.length).toBeGreaterThan(0);
    expect(blocks.top.length).toBeLessThanOrEqual(6);
    expect(blocks.top.every((j) => j.featured)).toBe(true);
    expect(blocks.featured.length).toBe(6);
    const withVideo = new Set(await visibleJobs("coalesce(j.video_url, '') <> ''"));
    expect(blocks.video.length).toBeGreaterThan(0);
    expect(blocks.video.every((j) => withVideo.has(j.id))).toBe(true);
    expect(blocks.blogPosts.length).toBe(3);
  });

  it('sizes come from the caller (0 hides a block, more than 6 counts as 6); no blog, no posts', async () => {
    const blocks = await board.showHomeBlocks.execute({ limits: { top: 2, featured: 0, video: 99 }, blog: false }, guest);
    expect(blocks.top).toHaveLength(2);
    expect(blocks.featured).toEqual([]);
    expect(blocks.video.length).toBeLessThanOrEqual(6);
    expect(blocks.blogPosts).toEqual([]);
  });

  it('shows only highlights in force of jobs visible on the site, the newest highlight first', async () => {
    const [fresh, expired, other] = await visibleJobs("coalesce(j.video_url, '') = '' and not j.featured and j.id % 5 <> 0");
    await db.pool.query(`update jobs set expires_at = now() - interval '1 day' where id = $1`, [expired]);
    await db.pool.query(
      `insert into job_highlights (job_id, site, kind, source, starts_at, ends_at) values
         ($1, 'suedwest', 'featured', 'upgrade', now() - interval '1 minute', now() + interval '7 days'),
         ($2, 'suedwest', 'featured', 'upgrade', now() - interval '1 minute', null),
         ($3, 'suedwest', 'featured', 'upgrade', now() - interval '10 days', now() - interval '1 day'),
         ($3, 'suedwest', 'featured', 'staff', now() + interval '1 day', null),
         ($3, 'mainfranken', 'featured', 'staff', now(), null),
         ($3, 'suedwest', 'video', 'upgrade', now() - interval '1 minute', null)`,
      [fresh, expired, other],
    );
    const blocks = await board.showHomeBlocks.execute({ limits: all, blog: false }, guest);
    const featured = blocks.featured.map((j) => j.id);
    expect(featured[0]).toBe(fresh);
    expect(featured).toHaveLength(6);
    expect(featured).not.toContain(expired);
    expect(featured).not.toContain(other);
    // A video highlight of a job without a video stays out of the video block.
    expect(blocks.video.map((j) => j.id)).not.toContain(other);
  });
});
