import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Actor } from '../../../src/domain/identity/actor';
import { Argon2PasswordHasher } from '../../../src/infrastructure/auth/argon2-password-hasher';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { privacyFrom, type Privacy } from '../../../src/infrastructure/di/privacy-data.module';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { contactCredits, grantContactCredits, insertRecruiter, insertResume } from './recruiting-support';

const SITE = 'suedwest';
const PASSWORD = 'ein-langes-passwort';
const MESSAGE = 'Wir suchen Pflegefachkräfte in Freiburg, hätten Sie Interesse?';

/*
 * A pending contact request whose resume goes can never be answered: the organization's credit comes
 * back on the ledger, with its reason, in the transaction that deleted the resume — and only then.
 */
describe('contact requests that can never be answered give their credit back (PostgreSQL)', () => {
  let db: TestDatabase;
  let board: Board;
  let privacy: Privacy;
  const as = (token: string): BoardContext => ({ site: SITE, locale: 'de', token });
  const ctx = (userId: string) => ({
    site: SITE,
    locale: 'de' as const,
    actor: { kind: 'user', userId, roles: [] } as Actor,
    requestId: 'it',
  });
  const reasons = async (organizationId: string) =>
    (
      await db.pool.query<{ reason: string | null; delta: number }>(
        'select reason, delta from commerce_credit_ledger where organization_id = $1 and delta > 0 order by id',
        [organizationId],
      )
    ).rows;
  const withPassword = async (...userIds: string[]) =>
    db.pool.query('update users set password_hash = $1 where id = any($2::bigint[])', [
      await new Argon2PasswordHasher().hash(PASSWORD),
      userIds,
    ]);
  const requestOf = async (organizationId: string) =>
    (await db.pool.query<{ id: string }>('select id::text from resume_contact_requests where organization_id = $1', [organizationId]))
      .rows[0]!.id;
  const send = async (token: string, resumeId: string) =>
    board.contactResumeOwner.execute({ resumeId, message: MESSAGE, origin: null }, as(token));

  beforeAll(async () => {
    db = await createTestDatabase();
    const container = buildContainer({ site: SITE, databaseUrl: db.url, production: true });
    board = boardFrom(container);
    privacy = privacyFrom(container);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('the owner deleting their account refunds the pending request in the deletion, not the approved one', async () => {
    const a = await insertRecruiter(db.pool, 'Rückgabe Klinik');
    const b = await insertRecruiter(db.pool, 'Genehmigt GmbH');
    await grantContactCredits(db.pool, a.organizationId, SITE, 2);
    await grantContactCredits(db.pool, b.organizationId, SITE, 1);
    const lea = await insertResume(db.pool, { visibility: 'anonymous', title: 'Hebamme' });
    await withPassword(lea.userId);
    expect((await send(a.token, lea.publicId)).ok).toBe(true);
    expect((await send(b.token, lea.publicId)).ok).toBe(true);
    const owner = as((await signIn(db.pool, lea.email)).token);
    expect((await board.decideContactRequest.execute({ id: await requestOf(b.organizationId), action: 'approve' }, owner)).ok).toBe(true);
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);
    expect(await contactCredits(db.pool, b.organizationId, SITE)).toBe(0);

    // A refused deletion (wrong password) changes nothing: the refund belongs to the deletion's transaction.
    expect(await privacy.deleteAccount.execute({ password: 'falsch-falsch-falsch', sessionToken: null }, ctx(lea.userId))).toMatchObject({
      ok: false,
    });
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);

    expect((await privacy.deleteAccount.execute({ password: PASSWORD, sessionToken: null }, ctx(lea.userId))).ok).toBe(true);
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(2);
    expect(await reasons(a.organizationId)).toEqual([
      { reason: null, delta: 2 },
      { reason: 'resume_contact_unanswerable', delta: 1 },
    ]);
    // The approved request was answered: its credit stays spent.
    expect(await contactCredits(db.pool, b.organizationId, SITE)).toBe(0);
    const { rowCount } = await db.pool.query('select 1 from resume_contact_requests where resume_user_id = $1', [lea.userId]);
    expect(rowCount).toBe(0);
  });

  it('a resume deleted on its own refunds too; a deletion rolled back refunds nothing', async () => {
    const a = await insertRecruiter(db.pool, 'Lebenslauf weg AG');
    await grantContactCredits(db.pool, a.organizationId, SITE, 1);
    const max = await insertResume(db.pool, { visibility: 'full', title: 'Altenpfleger' });
    expect((await send(a.token, max.publicId)).ok).toBe(true);
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(0);

    const client = await db.pool.connect();
    try {
      await client.query('begin');
      await client.query('delete from resumes where user_id = $1', [max.userId]);
      await client.query('rollback');
    } finally {
      client.release();
    }
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(0);

    await db.pool.query('delete from resumes where user_id = $1', [max.userId]);
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);
    expect((await reasons(a.organizationId)).map((r) => r.reason)).toEqual([null, 'resume_contact_unanswerable']);
  });

  it('a decline names its reason; a declined request refunds once, not again when the account goes', async () => {
    const a = await insertRecruiter(db.pool, 'Absage GmbH');
    await grantContactCredits(db.pool, a.organizationId, SITE, 1);
    const eva = await insertResume(db.pool, { visibility: 'anonymous', title: 'Logopädin' });
    await withPassword(eva.userId);
    expect((await send(a.token, eva.publicId)).ok).toBe(true);
    const owner = as((await signIn(db.pool, eva.email)).token);
    expect((await board.decideContactRequest.execute({ id: await requestOf(a.organizationId), action: 'decline' }, owner)).ok).toBe(true);
    expect((await privacy.deleteAccount.execute({ password: PASSWORD, sessionToken: null }, ctx(eva.userId))).ok).toBe(true);
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);
    expect((await reasons(a.organizationId)).map((r) => r.reason)).toEqual([null, 'resume_contact_declined']);
  });

  it('a recruiter deleting their account with their organization: the organization’s pending requests go without a refund', async () => {
    const a = await insertRecruiter(db.pool, 'Auflösung KG');
    await grantContactCredits(db.pool, a.organizationId, SITE, 1);
    await withPassword(a.userId);
    const tom = await insertResume(db.pool, { visibility: 'anonymous', title: 'Koch' });
    expect((await send(a.token, tom.publicId)).ok).toBe(true);
    expect((await privacy.deleteAccount.execute({ password: PASSWORD, sessionToken: null }, ctx(a.userId))).ok).toBe(true);
    const { rowCount } = await db.pool.query('select 1 from commerce_credit_ledger where organization_id = $1', [a.organizationId]);
    expect(rowCount).toBe(0);
    const { rowCount: requests } = await db.pool.query('select 1 from resume_contact_requests where resume_user_id = $1', [tom.userId]);
    expect(requests).toBe(0);
  });
});
