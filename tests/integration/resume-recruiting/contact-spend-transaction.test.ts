import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendContactRequest } from '../../../src/application/platform/resume-contacts/send-contact-request.use-case';
import type { Actor } from '../../../src/domain/identity/actor';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { RESUMES } from '../../../src/infrastructure/di/resumes.module';
import { T } from '../../../src/infrastructure/di/tokens';
import { MessageContactRequestMailComposer } from '../../../src/infrastructure/mail/contact-request-mail-composer';
import { PostgresResumeContactQueries } from '../../../src/infrastructure/postgres/resume-contacts/postgres-resume-contact-queries';
import { PostgresResumeContactUnitOfWork } from '../../../src/infrastructure/postgres/resume-contacts/postgres-resume-contact-unit-of-work';
import { PostgresRecruiterDirectory } from '../../../src/infrastructure/postgres/resume-search/postgres-recruiter-directory';
import { PostgresResumeSearchIndex } from '../../../src/infrastructure/postgres/resume-search/postgres-resume-search-index';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { contactCredits, grantContactCredits, insertRecruiter, insertResume } from './recruiting-support';

const SITE = 'suedwest';
const MESSAGE = 'Wir suchen Pflegefachkräfte in Freiburg, hätten Sie Interesse?';

/*
 * The credit for a contact request is spent on the request's own transaction: when a step after the
 * spend fails (here the owner's mail cannot be written), neither the request nor the spend remains, and
 * the recruiter can send again with the credit still there.
 */
describe('a contact request and its credit commit together (PostgreSQL)', () => {
  let db: TestDatabase;
  let container: ReturnType<typeof buildContainer>;

  beforeAll(async () => {
    db = await createTestDatabase();
    container = buildContainer({ site: SITE, databaseUrl: db.url, production: true });
  });
  afterAll(async () => {
    await db.drop();
  });

  const useCase = (composer: MessageContactRequestMailComposer) => {
    const pool = container.get<Pool>(T.Pool);
    return new SendContactRequest(
      new PostgresResumeContactUnitOfWork(pool),
      new PostgresResumeContactQueries(pool),
      new PostgresResumeSearchIndex(pool),
      container.get(RESUMES.Repository),
      new PostgresRecruiterDirectory(pool),
      composer,
      container.get(T.Sites),
      container.get(T.Clock),
      14,
    );
  };
  const ctx = (userId: string) => ({
    site: SITE,
    locale: 'de' as const,
    actor: { kind: 'user', userId, roles: ['recruiter'] } as unknown as Actor,
    requestId: 'it',
  });
  const count = async (sql: string, params: unknown[]) =>
    (await db.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;

  it('a failure after the spend rolls back both the spend and the request; sending again then takes exactly one credit', async () => {
    const a = await insertRecruiter(db.pool, 'Pflege Nord');
    await grantContactCredits(db.pool, a.organizationId, SITE, 1);
    const lea = await insertResume(db.pool, { visibility: 'anonymous', title: 'Pflegefachkraft' });
    const real = new MessageContactRequestMailComposer();
    const failing = new (class extends MessageContactRequestMailComposer {
      override newRequest(): never {
        throw new Error('mail template broken');
      }
    })();

    await expect(
      useCase(failing).execute({ resumeId: lea.publicId, message: MESSAGE, origin: 'http://localhost' }, ctx(a.userId)),
    ).rejects.toThrow('mail template broken');
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);
    expect(await count(`commerce_credit_ledger where organization_id = $1 and delta < 0`, [a.organizationId])).toBe(0);
    expect(await count('resume_contact_requests where organization_id = $1', [a.organizationId])).toBe(0);

    const sent = await useCase(real).execute({ resumeId: lea.publicId, message: MESSAGE, origin: 'http://localhost' }, ctx(a.userId));
    expect(sent.ok).toBe(true);
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(0);
    const { rows } = await db.pool.query<{ ledger_id: string | null; spend_key: string }>(
      `select r.ledger_id::text, l.spend_key from resume_contact_requests r join commerce_credit_ledger l on l.id = r.ledger_id
       where r.organization_id = $1`,
      [a.organizationId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.spend_key).toMatch(/^resume-contact:\d+$/);
  });

  it('a failure after the spend inside the unit of work leaves the balance and the requests as they were', async () => {
    const a = await insertRecruiter(db.pool, 'Pflege Ost');
    await grantContactCredits(db.pool, a.organizationId, SITE, 2);
    const lea = await insertResume(db.pool, { visibility: 'anonymous', title: 'Altenpflegerin' });
    const uow = new PostgresResumeContactUnitOfWork(container.get<Pool>(T.Pool));
    await expect(
      uow.run(async (tx) => {
        await tx.lockOrganization(a.organizationId);
        const now = new Date();
        const stored = await tx.insert({
          resumeOwnerId: lea.userId,
          organizationId: a.organizationId,
          site: SITE,
          sentBy: a.userId,
          message: MESSAGE,
          createdAt: now,
          expiresAt: new Date(now.getTime() + 86_400_000),
        });
        const paid = await tx.pay(stored.id, { credit: true });
        expect(paid.ledgerId).not.toBeNull();
        throw new Error('the unlock failed');
      }),
    ).rejects.toThrow('the unlock failed');
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(2);
    expect(await count('resume_contact_requests where organization_id = $1', [a.organizationId])).toBe(0);
  });
});
