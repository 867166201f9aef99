import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../../src/application/platform/files/file-store.port';
import { DeleteStaffJob } from '../../../src/application/platform/staff/jobs/delete-staff-job.use-case';
import { SearchStaffJobs } from '../../../src/application/platform/staff/jobs/search-staff-jobs.use-case';
import { UnpublishStaffJob } from '../../../src/application/platform/staff/jobs/unpublish-staff-job.use-case';
import type { Actor } from '../../../src/domain/identity/actor';
import { PostgresStaffJobUnitOfWork } from '../../../src/infrastructure/postgres/staff/postgres-staff-job-unit-of-work';
import { PostgresStaffJobs } from '../../../src/infrastructure/postgres/staff/postgres-staff-jobs';
import { ctx, userActor } from '../../support/request-context';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('staff console: jobs on PostgreSQL', () => {
  let db: TestDatabase;
  let adminId: string;
  let orgA: string;
  let onDefault: string;
  let onSuedwest: string;
  let onBoth: string;
  const deleted: string[] = [];
  const files: FileStore = {
    read: async () => null,
    write: async () => undefined,
    commitStaged: async () => undefined,
    delete: async (key) => {
      deleted.push(key);
    },
  };
  const siteAdmin: Actor = { kind: 'user', userId: '999', roles: [{ id: 'site_admin', targetId: 'default' }] };
  const jobEditor = () => ctx({ actor: userActor('998', 'job_editor') });

  beforeAll(async () => {
    db = await createTestDatabase();
    adminId = await insertUser(db.pool, { roles: [['administrator', null]] });
    orgA = await insertOrganization(db.pool, { name: 'Brezelbäckerei Stuttgart' });
    const orgB = await insertOrganization(db.pool, { name: 'Weingut am Neckar' });
    onDefault = await insertJob(db.pool, { organizationId: orgA, title: 'Bäcker (m/w/d)', sites: ['default'] });
    onSuedwest = await insertJob(db.pool, { organizationId: orgB, title: 'Winzer (m/w/d)', sites: ['suedwest'], state: 'draft' });
    onBoth = await insertJob(db.pool, { organizationId: orgB, title: 'Kellermeister (m/w/d)', sites: ['default', 'suedwest'] });
  });
  afterAll(() => db.drop());

  const admin = () => ctx({ actor: userActor(adminId, 'administrator') });
  const uow = () => new PostgresStaffJobUnitOfWork(db.pool);
  const stateOf = async (id: string) =>
    (await db.pool.query<{ state: string }>('select state from jobs where id = $1', [id])).rows[0]?.state;
  const logged = async (id: string) =>
    (
      await db.pool.query<{ action: string; site: string | null; before: unknown; after: unknown }>(
        `select action, site, before, after from staff_actions where target_type = 'job' and target_id = $1 order by id`,
        [id],
      )
    ).rows;

  it('lists every organization’s jobs with search and state filter; a site_admin sees its sites only', async () => {
    const search = new SearchStaffJobs(new PostgresStaffJobs(db.pool));
    const all = await search.execute({ text: '', state: null, offset: 0, limit: 10 }, admin());
    expect(all.ok && all.value.total).toBe(3);
    const byOrg = await search.execute({ text: 'weingut', state: null, offset: 0, limit: 10 }, admin());
    expect(byOrg.ok && byOrg.value.jobs.map((j) => j.id).sort()).toEqual([onSuedwest, onBoth].sort());
    const drafts = await search.execute({ text: '', state: 'draft', offset: 0, limit: 10 }, admin());
    expect(drafts.ok && drafts.value.jobs.map((j) => j.id)).toEqual([onSuedwest]);
    const byTitle = await search.execute({ text: 'BÄCKER', state: null, offset: 0, limit: 10 }, admin());
    expect(byTitle.ok && byTitle.value.jobs).toMatchObject([
      { id: onDefault, organizationName: 'Brezelbäckerei Stuttgart', sites: ['default'] },
    ]);

    const own = await search.execute({ text: '', state: null, offset: 0, limit: 10 }, ctx({ actor: siteAdmin }));
    expect(own.ok && own.value.jobs.map((j) => j.id).sort()).toEqual([onDefault, onBoth].sort());
    const editor = await search.execute({ text: '', state: null, offset: 0, limit: 10 }, jobEditor());
    expect(editor.ok && editor.value.total).toBe(3);
    expect(
      await search.execute({ text: '', state: null, offset: 0, limit: 10 }, ctx({ actor: userActor('5', 'recruiter') })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await search.execute({ text: '', state: null, offset: 0, limit: 10 }, ctx())).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('a site_admin may not touch another site’s job (nor one shared with it): FORBIDDEN, nothing written', async () => {
    const unpublish = new UnpublishStaffJob(uow());
    expect(await unpublish.execute({ id: onSuedwest }, ctx({ actor: siteAdmin }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await unpublish.execute({ id: onBoth }, ctx({ actor: siteAdmin }))).toMatchObject({ code: 'FORBIDDEN' });
    expect(await new DeleteStaffJob(uow(), files).execute({ id: onSuedwest, confirmed: true }, ctx({ actor: siteAdmin }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await stateOf(onSuedwest)).toBe('draft');
    expect(await stateOf(onBoth)).toBe('published');
    expect([...(await logged(onSuedwest)), ...(await logged(onBoth))]).toEqual([]);
  });

  it('unpublishes (a job_editor may), logged with the state before and after; a second time is ALREADY_OFFLINE', async () => {
    const unpublish = new UnpublishStaffJob(uow());
    expect(await unpublish.execute({ id: onDefault }, jobEditor())).toEqual({ ok: true, value: undefined });
    expect(await stateOf(onDefault)).toBe('archived');
    expect(await unpublish.execute({ id: onDefault }, admin())).toMatchObject({ code: 'ALREADY_OFFLINE' });
    expect(await logged(onDefault)).toEqual([
      { action: 'job.unpublish', site: 'default', before: { state: 'published' }, after: { state: 'archived' } },
    ]);
    expect(await unpublish.execute({ id: '987654' }, admin())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deletes only once confirmed, never while published or with applications; its files go after the commit', async () => {
    const remove = new DeleteStaffJob(uow(), files);
    expect(await remove.execute({ id: onBoth, confirmed: true }, admin())).toMatchObject({ code: 'PUBLISHED' });
    await db.pool.query(
      `insert into applications (job_id, organization_id, site, locale, first_name, last_name, email, idempotency_key)
       values ($1, $2, 'default', 'de', 'Lena', 'Vogel', 'lena@example.test', 'abcdefghijklmnop')`,
      [onDefault, orgA],
    );
    expect(await remove.execute({ id: onDefault, confirmed: true }, admin())).toMatchObject({ code: 'HAS_APPLICATIONS' });
    await db.pool.query('delete from applications where job_id = $1', [onDefault]);
    await db.pool.query(`update jobs set logo_key = 'jobs/logo-test.webp' where id = $1`, [onDefault]);
    expect(await remove.execute({ id: onDefault, confirmed: false }, admin())).toMatchObject({ code: 'CONFIRM_REQUIRED' });
    expect(await stateOf(onDefault)).toBe('archived');
    expect(deleted).toEqual([]);

    expect(await remove.execute({ id: onDefault, confirmed: true }, jobEditor())).toEqual({ ok: true, value: undefined });
    expect(await stateOf(onDefault)).toBeUndefined();
    expect(deleted).toEqual(['jobs/logo-test.webp']);
    expect((await logged(onDefault)).map((e) => [e.action, e.before, e.after])).toEqual([
      ['job.unpublish', { state: 'published' }, { state: 'archived' }],
      ['job.delete', { title: 'Bäcker (m/w/d)', state: 'archived', organization: 'Brezelbäckerei Stuttgart' }, null],
    ]);
  });
});
