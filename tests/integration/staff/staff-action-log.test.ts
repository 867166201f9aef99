import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EndMasquerade } from '../../../src/application/platform/identity/end-masquerade.use-case';
import { SessionIssuer } from '../../../src/application/platform/identity/session-issuer';
import { StartMasquerade } from '../../../src/application/platform/identity/start-masquerade.use-case';
import { ListStaffActions } from '../../../src/application/platform/staff/list-staff-actions.use-case';
import { staffEntry } from '../../../src/application/platform/staff/staff-action-log.port';
import type { Actor } from '../../../src/domain/identity/actor';
import { OsloSecretTokens } from '../../../src/infrastructure/auth/oslo-secret-tokens';
import { PostgresAccountStore } from '../../../src/infrastructure/postgres/accounts/postgres-account-store';
import { PostgresAccountUnitOfWork } from '../../../src/infrastructure/postgres/accounts/postgres-account-unit-of-work';
import { PostgresStaffActionQuery } from '../../../src/infrastructure/postgres/staff/postgres-staff-action-query';
import { ctx, userActor } from '../../support/request-context';
import { insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('staff action log on PostgreSQL', () => {
  let db: TestDatabase;
  let adminId: string;
  let applicantId: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    adminId = await insertUser(db.pool, { firstName: 'Sabine', lastName: 'Hartmann', roles: [['administrator', null]] });
    applicantId = await insertUser(db.pool, { roles: [['applicant', null]] });
  });
  afterAll(() => db.drop());

  const entry = (action: string, siteKey: string | null, targetId: string) =>
    staffEntry(userActor(adminId, 'administrator'), {
      siteKey,
      action,
      targetType: action.split('.')[0]!,
      targetId,
      before: { blocked: false },
      after: { blocked: true },
    });

  it('writes with the transaction: a rolled-back action leaves no entry, a committed one is found with its before and after', async () => {
    const uow = new PostgresAccountUnitOfWork(db.pool);
    await expect(
      uow.run(async (tx) => {
        await tx.staffLog.record(entry('user.block', null, 'rolled-back'));
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    await uow.run((tx) => tx.staffLog.record(entry('user.block', null, applicantId)));

    const page = await new PostgresStaffActionQuery(db.pool).find({ sites: 'all' }, { offset: 0, limit: 10 });
    expect(page.entries.map((e) => e.targetId)).toEqual([applicantId]);
    expect(page.entries[0]).toMatchObject({
      actorId: adminId,
      actorName: 'Sabine Hartmann',
      action: 'user.block',
      before: { blocked: false },
      after: { blocked: true },
    });
  });

  it('filters by actor, action prefix, target, site and date, newest first and paged', async () => {
    const uow = new PostgresAccountUnitOfWork(db.pool);
    await uow.run(async (tx) => {
      await tx.staffLog.record(entry('job.unpublish', 'suedwest', '11'));
      await tx.staffLog.record(entry('job.delete', 'karriere', '12'));
      await tx.staffLog.record(entry('user.unblock', null, applicantId));
    });
    const q = new PostgresStaffActionQuery(db.pool);
    const all = { sites: 'all' as const };
    const page = { offset: 0, limit: 10 };
    expect((await q.find({ ...all, actionPrefix: 'job' }, page)).entries.map((e) => e.action).sort()).toEqual([
      'job.delete',
      'job.unpublish',
    ]);
    expect((await q.find({ ...all, actionPrefix: 'user.block' }, page)).total).toBe(1);
    expect((await q.find({ ...all, targetId: applicantId }, page)).total).toBe(2);
    expect((await q.find({ ...all, siteKey: 'suedwest' }, page)).entries.map((e) => e.targetId)).toEqual(['11']);
    expect((await q.find({ sites: ['karriere'] }, page)).entries.map((e) => e.targetId)).toEqual(['12']);
    expect((await q.find({ ...all, actorId: applicantId }, page)).total).toBe(0);
    expect((await q.find({ ...all, from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' }, page)).total).toBe(0);
    const second = await q.find(all, { offset: 1, limit: 1 });
    expect(second.total).toBe(4);
    expect(second.entries).toHaveLength(1);
    const beyond = await q.find(all, { offset: 10, limit: 5 });
    expect(beyond).toEqual({ entries: [], total: 4 });
  });

  it('a site_admin reads only its sites, and asking for another site is FORBIDDEN; guests and applicants are refused', async () => {
    const list = new ListStaffActions(new PostgresStaffActionQuery(db.pool));
    const siteAdmin: Actor = { kind: 'user', userId: '999', roles: [{ id: 'site_admin', targetId: 'suedwest' }] };
    const own = await list.execute({ offset: 0, limit: 10 }, ctx({ actor: siteAdmin }));
    expect(own.ok && own.value.entries.map((e) => e.siteKey)).toEqual(['suedwest']);
    expect(await list.execute({ siteKey: 'karriere', offset: 0, limit: 10 }, ctx({ actor: siteAdmin }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await list.execute({ offset: 0, limit: 10 }, ctx())).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await list.execute({ offset: 0, limit: 10 }, ctx({ actor: userActor(applicantId, 'applicant') }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await list.execute({ offset: 0, limit: 10 }, ctx({ actor: userActor('5', 'job_editor') }))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('records the start and the end of a masquerade with the sessions they change', async () => {
    const uow = new PostgresAccountUnitOfWork(db.pool);
    const accounts = new PostgresAccountStore(db.pool);
    const issuer = new SessionIssuer(new OsloSecretTokens(), { now: () => new Date() });
    const audit = { record: () => undefined };
    const own = await uow.run((tx) =>
      issuer.issue(tx.sessions, { userId: adminId, roles: [{ id: 'administrator', targetId: null }], masqueradedBy: null }),
    );
    const started = await new StartMasquerade(accounts, uow, issuer, audit).execute(
      { target: applicantId, sessionToken: own.token },
      ctx({ actor: userActor(adminId, 'administrator') }),
    );
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const asUser: Actor = { kind: 'user', userId: applicantId, roles: [{ id: 'applicant', targetId: null }], masqueradedBy: adminId };
    expect(
      (await new EndMasquerade(accounts, uow, issuer, audit).execute({ sessionToken: started.value.token }, ctx({ actor: asUser }))).ok,
    ).toBe(true);

    const page = await new PostgresStaffActionQuery(db.pool).find(
      { sites: 'all', actionPrefix: 'user.masquerade' },
      { offset: 0, limit: 10 },
    );
    expect(page.entries.map((e) => [e.action, e.actorId, e.targetId])).toEqual([
      ['user.masquerade_end', adminId, applicantId],
      ['user.masquerade_start', adminId, applicantId],
    ]);
  });
});
