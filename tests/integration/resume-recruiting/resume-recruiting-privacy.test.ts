import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Actor } from '../../../src/domain/identity/actor';
import { Argon2PasswordHasher } from '../../../src/infrastructure/auth/argon2-password-hasher';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { privacyFrom, type Privacy } from '../../../src/infrastructure/di/privacy-data.module';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { grantContactCredits, insertRecruiter, insertResume } from './recruiting-support';

const SITE = 'suedwest';
const PASSWORD = 'ein-langes-passwort';
const MESSAGE = 'Wir suchen Pflegefachkräfte in Freiburg, hätten Sie Interesse?';

/*
 * Contact requests and resume alerts in "download my data" and "delete my account": the resume owner gets
 * the requests received, the recruiter those sent and their alerts; deleting the owner's account takes the
 * received requests along, deleting the recruiter's takes their alerts and leaves the organization's paid
 * requests without a sender.
 */
describe('resume contact requests and resume alerts in the personal data (PostgreSQL)', () => {
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
  const count = async (sql: string, params: unknown[]) =>
    (await db.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;

  beforeAll(async () => {
    db = await createTestDatabase();
    const container = buildContainer({ site: SITE, databaseUrl: db.url, production: true });
    board = boardFrom(container);
    privacy = privacyFrom(container);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('exports the requests received and sent and the alerts, then deletes them with the accounts', async () => {
    const hash = await new Argon2PasswordHasher().hash(PASSWORD);
    const a = await insertRecruiter(db.pool, 'Datenschutz Klinik');
    await grantContactCredits(db.pool, a.organizationId, SITE, 2);
    const lea = await insertResume(db.pool, { visibility: 'anonymous', title: 'Hebamme' });
    const other = await insertResume(db.pool, { visibility: 'anonymous', title: 'Fremde Person' });
    await db.pool.query('update users set password_hash = $1 where id = any($2::bigint[])', [hash, [a.userId, lea.userId]]);
    expect((await board.contactResumeOwner.execute({ resumeId: lea.publicId, message: MESSAGE, origin: null }, as(a.token))).ok).toBe(true);
    expect(
      (await board.contactResumeOwner.execute({ resumeId: other.publicId, message: `${MESSAGE} (2)`, origin: null }, as(a.token))).ok,
    ).toBe(true);
    expect(
      (await board.saveResumeSearchAlert.execute({ search: { keywords: 'Hebamme' }, interval: 86_400, origin: null }, as(a.token))).ok,
    ).toBe(true);

    const owner = await privacy.exportPersonalData.execute(undefined, ctx(lea.userId));
    if (!owner.ok) throw new Error(owner.code);
    const ownerSections = (owner.value.document as { sections: Record<string, unknown> }).sections;
    expect(ownerSections.resumeContactRequests).toEqual({
      received: [
        expect.objectContaining({ organization: expect.stringContaining('Datenschutz Klinik'), message: MESSAGE, state: 'pending' }),
      ],
      sent: [],
    });
    expect(ownerSections.resumeAlerts).toEqual([]);

    const recruiter = await privacy.exportPersonalData.execute(undefined, ctx(a.userId));
    if (!recruiter.ok) throw new Error(recruiter.code);
    const sections = (recruiter.value.document as { sections: Record<string, unknown> }).sections;
    const sent = (sections.resumeContactRequests as { sent: { resumeHeadline: string; message: string }[] }).sent;
    expect(sent.map((s) => s.resumeHeadline).sort()).toEqual(['Fremde Person', 'Hebamme']);
    // The other person's data is not the recruiter's to download: headlines only.
    expect(JSON.stringify(sections.resumeContactRequests)).not.toContain('Roth');
    expect(sections.resumeAlerts).toEqual([
      expect.objectContaining({ intervalSeconds: 86_400, search: expect.objectContaining({ keywords: 'Hebamme' }) }),
    ]);

    const ownerSession = (await signIn(db.pool, lea.email)).token;
    expect((await privacy.deleteAccount.execute({ password: PASSWORD, sessionToken: ownerSession }, ctx(lea.userId))).ok).toBe(true);
    expect(await count('resume_contact_requests where resume_user_id = $1', [lea.userId])).toBe(0);
    expect(await count('resume_contact_requests where resume_user_id = $1', [other.userId])).toBe(1);

    expect((await privacy.deleteAccount.execute({ password: PASSWORD, sessionToken: a.token }, ctx(a.userId))).ok).toBe(true);
    expect(await count('resume_alerts where user_id = $1', [a.userId])).toBe(0);
  });
});
