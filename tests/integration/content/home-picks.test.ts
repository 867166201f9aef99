import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { HomePickInput, HomePicksGateway } from '../../../src/application/board/home-picks/home-picks-gateway.port';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { HOME_PICKS } from '../../../src/infrastructure/di/home-picks.module';
import { handleHomePicksApi } from '../../../src/ui/server/home-picks/home-picks-endpoints.server';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SITE = 'suedwest';
const HOUR = 3_600_000;

/**
 * Home page picks from the console, end to end: the board's desk and form endpoints → Apollo →
 * /graphql → PostgreSQL (job_highlights, staff_actions), and what the board's home page blocks then show.
 */
describe('home page picks staff console on PostgreSQL', () => {
  let db: TestDatabase;
  let filesDir: string;
  let container: ReturnType<typeof buildContainer>;
  let board: Board;
  let desk: HomePicksGateway;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let otherSiteAdmin: BoardContext;
  let jobEditor: BoardContext;
  let organization: string;
  const guest: BoardContext = { site: SITE, locale: 'de' };
  const pick = (over: Partial<HomePickInput>): HomePickInput => ({ job: '', kind: 'featured', startsAt: null, endsAt: null, ...over });
  const newJob = (sites = [SITE]) => insertJob(db.pool, { organizationId: organization, sites });
  const homeBlock = async (kind: 'top' | 'featured' | 'video') =>
    (await board.showHomeBlocks.execute({ limits: { top: 6, featured: 6, video: 6 }, blog: false }, guest))[kind].map((j) => j.id);
  const staffActions = async (action: string) =>
    (
      await db.pool.query('select actor_id::text, site, target_id, before, after from staff_actions where action = $1 order by id', [
        action,
      ])
    ).rows;
  const post = (action: string, as: BoardContext, values: Record<string, string>, options: { csrf?: boolean } = {}) =>
    handleHomePicksApi(formPost(board, `/api/home-picks/${action}`, values, { session: as.token!, ...options }), action, board);
  const landing = (response: Response) => new URL(response.headers.get('location')!, 'http://localhost');

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
    organization = await insertOrganization(db.pool, { name: 'Klinikum Süd' });
    filesDir = await mkdtemp(join(tmpdir(), 'home-picks-'));
    container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
    board = boardFrom(container);
    desk = container.get(HOME_PICKS.Gateway);
  });
  afterAll(async () => {
    await container?.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db?.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('a pick made through the desk shows in the home page’s block; ended, it does not; both are in the staff log', async () => {
    const jobId = await newJob();
    const picked = await desk.pick(pick({ job: `No. ${jobId}` }), siteAdmin);
    expect(picked.errors).toEqual([]);
    expect(await homeBlock('featured')).toContain(jobId);

    const listed = await desk.blocks(siteAdmin);
    const featured = listed.blocks.find((b) => b.kind === 'featured')!;
    expect(featured.shown).toBe(6);
    expect(listed.blocks.map((b) => [b.kind, b.shown])).toEqual([
      ['top', 6],
      ['featured', 6],
      ['video', 3],
    ]);
    expect(featured.highlights).toEqual([
      expect.objectContaining({ id: picked.pickId, jobId, organizationName: 'Klinikum Süd', source: 'staff', endsAt: null }),
    ]);

    expect(await desk.end(picked.pickId!, siteAdmin)).toEqual({ ended: 'end', errors: [] });
    expect(await homeBlock('featured')).not.toContain(jobId);
    const [pickEntry] = await staffActions('highlight.pick');
    expect(pickEntry).toMatchObject({ site: SITE, target_id: picked.pickId, before: null, after: { jobId, kind: 'featured' } });
    const [endEntry] = await staffActions('highlight.end');
    expect(endEntry.before).toMatchObject({ jobId, endsAt: null });
    expect(endEntry.after.endsAt).not.toBeNull();
  });

  it('a pick still to come is withdrawn by ending it; an upgrade is listed but cannot be ended', async () => {
    const jobId = await newJob();
    const later = await desk.pick(
      pick({ job: jobId, kind: 'top', startsAt: new Date(Date.now() + 24 * HOUR).toISOString() }),
      administrator,
    );
    expect(later.errors).toEqual([]);
    expect(await homeBlock('top')).not.toContain(jobId);
    expect(await desk.end(later.pickId!, administrator)).toEqual({ ended: 'remove', errors: [] });
    expect((await db.pool.query('select 1 from job_highlights where id = $1', [later.pickId])).rowCount).toBe(0);

    const bought = await newJob();
    const { rows } = await db.pool.query<{ id: string }>(
      `insert into job_highlights (job_id, site, kind, source, starts_at) values ($1, $2, 'top', 'upgrade', now() - interval '1 hour') returning id::text`,
      [bought, SITE],
    );
    const top = (await desk.blocks(siteAdmin)).blocks.find((b) => b.kind === 'top')!;
    expect(top.highlights.map((h) => [h.jobId, h.source])).toContainEqual([bought, 'upgrade']);
    expect(await desk.end(rows[0]!.id, siteAdmin)).toEqual({ ended: null, errors: ['UPGRADE'] });
  });

  it('refuses jobs of another site, unpublished jobs and jobs without a video for the video block, writing nothing', async () => {
    const before = await db.pool.query('select count(*) from job_highlights');
    const elsewhere = await newJob(['karriere']);
    const draft = await insertJob(db.pool, { organizationId: organization, sites: [SITE], state: 'draft', publishedAt: null });
    const plain = await newJob();
    expect((await desk.pick(pick({ job: elsewhere }), siteAdmin)).fieldErrors).toEqual(['job:JOB_NOT_ON_SITE']);
    expect((await desk.pick(pick({ job: draft }), siteAdmin)).fieldErrors).toEqual(['job:JOB_NOT_PUBLISHED']);
    expect((await desk.pick(pick({ job: plain, kind: 'video' }), siteAdmin)).fieldErrors).toEqual(['job:NO_VIDEO']);
    await db.pool.query(`update jobs set video_url = 'https://www.youtube.com/watch?v=abc' where id = $1`, [plain]);
    expect((await desk.pick(pick({ job: plain, kind: 'video' }), siteAdmin)).errors).toEqual([]);
    expect(Number((await db.pool.query('select count(*) from job_highlights')).rows[0].count)).toBe(Number(before.rows[0].count) + 1);
  });

  it('a block takes at most six staff picks at once; the same job twice over an overlapping time is refused', async () => {
    const start = new Date(Date.now() + 100 * 24 * HOUR);
    const at = (h: number) => new Date(start.getTime() + h * HOUR).toISOString();
    const jobs = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => newJob()));
    for (const job of jobs.slice(0, 6))
      expect((await desk.pick(pick({ job, startsAt: at(0), endsAt: at(10) }), siteAdmin)).errors).toEqual([]);
    expect((await desk.pick(pick({ job: jobs[6]!, startsAt: at(5), endsAt: at(20) }), siteAdmin)).fieldErrors).toEqual(['kind:BLOCK_FULL']);
    expect((await desk.pick(pick({ job: jobs[6]!, startsAt: at(10), endsAt: at(20) }), siteAdmin)).errors).toEqual([]);
    expect((await desk.pick(pick({ job: jobs[6]!, startsAt: at(15), endsAt: at(30) }), siteAdmin)).fieldErrors).toEqual([
      'job:ALREADY_PICKED',
    ]);
  });

  it('job editors and other sites’ admins are refused; another site’s pick is NOT_FOUND to its admin', async () => {
    expect((await desk.blocks(jobEditor)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.blocks(otherSiteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.blocks(guest)).errors).toEqual(['UNAUTHENTICATED']);
    const jobId = await newJob();
    const picked = await desk.pick(pick({ job: jobId, kind: 'top' }), siteAdmin);
    expect((await desk.pick(pick({ job: jobId }), jobEditor)).errors).toEqual(['FORBIDDEN']);
    expect(await desk.end(picked.pickId!, otherSiteAdmin)).toEqual({ ended: null, errors: ['FORBIDDEN'] });
    expect(await desk.end(picked.pickId!, { ...otherSiteAdmin, site: 'karriere' })).toEqual({ ended: null, errors: ['NOT_FOUND'] });
    expect(await desk.end(picked.pickId!, { ...administrator, site: 'karriere' })).toEqual({ ended: null, errors: ['NOT_FOUND'] });
    expect(await homeBlock('top')).toContain(jobId);
  });

  it('the plain form picks a job by its page address on the Berlin clock; a refusal comes back with the text kept; no token, no pick', async () => {
    const jobId = await newJob();
    const { rows } = await db.pool.query<{ slug: string }>('select slug from jobs where id = $1', [jobId]);
    const fields = {
      locale: 'de',
      job: `https://jobs.example/job/${rows[0]!.slug}`,
      kind: 'top',
      startsAt: '2099-06-01T10:00',
      endsAt: '',
    };

    const refused = await post('pick', siteAdmin, { ...fields, endsAt: '2099-06-01T09:00' });
    expect(refused.status).toBe(303);
    const back = landing(refused);
    expect(back.pathname).toBe('/de/admin/content/home');
    expect(back.searchParams.get('error')).toBe('INVALID');
    expect(back.searchParams.get('fieldErrors')).toBe('endsAt:NOT_AFTER_START');
    const cookie = refused.headers.get('set-cookie')!;
    expect(cookie).toContain('jb_typed_home-pick=');
    const typed = JSON.parse(decodeURIComponent(cookie.split(';')[0]!.split('=').slice(1).join('=')));
    expect(typed).toEqual({ job: fields.job, kind: 'top', startsAt: '2099-06-01T10:00', endsAt: '2099-06-01T09:00' });

    const noToken = await post('pick', siteAdmin, fields, { csrf: false });
    expect(landing(noToken).searchParams.get('error')).toBeTruthy();
    expect((await db.pool.query('select 1 from job_highlights where job_id = $1', [jobId])).rowCount).toBe(0);

    const done = await post('pick', siteAdmin, fields);
    expect(landing(done).searchParams.get('notice')).toBe('picked');
    const stored = await db.pool.query<{ id: string; starts_at: Date }>(
      'select id::text, starts_at from job_highlights where job_id = $1',
      [jobId],
    );
    // 10:00 in Berlin in summer is 08:00 UTC.
    expect(stored.rows[0]!.starts_at.toISOString()).toBe('2099-06-01T08:00:00.000Z');

    const ended = await post('end', siteAdmin, { locale: 'de', pickId: stored.rows[0]!.id });
    expect(landing(ended).searchParams.get('notice')).toBe('ended');
    expect((await db.pool.query('select 1 from job_highlights where job_id = $1', [jobId])).rowCount).toBe(0);
    const upgradeEnd = await post('end', siteAdmin, { locale: 'de', pickId: '999999' });
    expect(landing(upgradeEnd).searchParams.get('error')).toBe('NOT_FOUND');
  });
});
