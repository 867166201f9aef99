import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListUpgradableJobs } from '../../../src/application/platform/commerce/list-upgradable-jobs.use-case';
import { ctx, userActor } from '../../support/request-context';
import { daysFrom, insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { BILLING, commerceOn, freshKey } from './commerce-support';

const SITE = 'karriere';

/** An upgrade goes to one of the buying organization's live jobs on the site, and to no other job. */
describe('upgrade job picker on PostgreSQL', () => {
  let db: TestDatabase;
  let c: Awaited<ReturnType<typeof commerceOn>>;
  let list: ListUpgradableJobs;
  let owner: string;
  let stranger: string;
  const jobs: Record<string, string> = {};
  const asOwner = () => ctx({ site: SITE, actor: userActor(owner, 'recruiter') });

  beforeAll(async () => {
    db = await createTestDatabase();
    c = await commerceOn(db.pool, [SITE]);
    list = new ListUpgradableJobs(c.repo);
    owner = await insertUser(db.pool, { roles: [['recruiter', null]] });
    stranger = await insertUser(db.pool, { roles: [['recruiter', null]] });
    const org = await insertOrganization(db.pool, { ownerId: owner, name: 'Eigene GmbH' });
    const other = await insertOrganization(db.pool, { ownerId: stranger, name: 'Fremde GmbH' });
    const now = new Date();
    jobs.live = await insertJob(db.pool, { organizationId: org, title: 'Live-Anzeige', sites: [SITE], publishedAt: daysFrom(now, -1) });
    jobs.newer = await insertJob(db.pool, { organizationId: org, title: 'Neuere Anzeige', sites: [SITE], publishedAt: now });
    jobs.draft = await insertJob(db.pool, { organizationId: org, title: 'Entwurf', sites: [SITE], state: 'draft', publishedAt: null });
    jobs.expired = await insertJob(db.pool, { organizationId: org, title: 'Abgelaufen', sites: [SITE], expiresAt: daysFrom(now, -1) });
    jobs.elsewhere = await insertJob(db.pool, { organizationId: org, title: 'Andere Seite', sites: ['suedwest'] });
    jobs.foreign = await insertJob(db.pool, { organizationId: other, title: 'Fremde Anzeige', sites: [SITE] });
  });
  afterAll(() => db.drop());

  const order = async (jobId: string) =>
    c.placeOrder.execute(
      {
        organizationId: null,
        lines: [{ productId: await c.productId(SITE, 'upgrade'), quantity: 1, jobId }],
        billing: BILLING,
        confirmedNetCents: 9_900,
        idempotencyKey: freshKey(),
        paymentMethod: 'invoice',
        origin: '',
      },
      asOwner(),
    );

  it("lists only the organization's live jobs on the site, newest first; nobody else's", async () => {
    expect(await list.execute({ organizationId: null }, asOwner())).toEqual([
      { id: jobs.newer, title: 'Neuere Anzeige' },
      { id: jobs.live, title: 'Live-Anzeige' },
    ]);
    expect(await list.execute({ organizationId: null }, ctx({ site: SITE }))).toBeNull();
  });

  it("refuses another organization's job, a draft, an expired job and another site's job, and writes nothing", async () => {
    const count = async () => (await db.pool.query<{ n: number }>('select count(*)::int as n from commerce_orders')).rows[0]!.n;
    for (const key of ['foreign', 'draft', 'expired', 'elsewhere'] as const) {
      expect(await order(jobs[key]!), key).toMatchObject({ ok: false, code: 'JOB_NOT_FOUND' });
    }
    expect(await count()).toBe(0);
    const highlights = await db.pool.query('select 1 from job_highlights');
    expect(highlights.rowCount).toBe(0);
  });

  it('puts the upgrade on the picked job', async () => {
    expect(await order(jobs.live!)).toMatchObject({ ok: true });
    const { rows } = await db.pool.query<{ job_id: string }>('select job_id::text from job_highlights');
    expect(rows).toEqual([{ job_id: jobs.live }]);
  });
});
