import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { RESUME_RECRUITING } from '../../../src/infrastructure/di/resume-recruiting.module';
import { PostgresCommerceRepository } from '../../../src/infrastructure/postgres/commerce/postgres-commerce-repository';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { signIn } from '../support/sessions';
import { contactCredits, grantContactCredits, insertRecruiter, insertResume } from './recruiting-support';

const SITE = 'suedwest';
const recruiterView = async (board: Board, input: { id: string }, ctx: BoardContext) =>
  (await board.showRecruiterResume.execute(input, ctx))?.resume ?? null;
const MESSAGE = 'Wir suchen Pflegefachkräfte in Freiburg, hätten Sie Interesse?';

/** Contact requests end to end: board use cases → Apollo → /graphql → platform use cases → PostgreSQL. */
describe('resume contact requests (board → platform → PostgreSQL)', () => {
  let db: TestDatabase;
  let board: Board;
  let container: ReturnType<typeof buildContainer>;
  const as = (token: string): BoardContext => ({ site: SITE, locale: 'de', token });

  beforeAll(async () => {
    db = await createTestDatabase();
    container = buildContainer({ site: SITE, databaseUrl: db.url, production: true });
    board = boardFrom(container);
  });
  afterAll(async () => {
    await db.drop();
  });

  it('a request takes one credit, shows nothing yet, and mails the owner; sending again answers the same request', async () => {
    const a = await insertRecruiter(db.pool, 'Pflege Süd');
    await grantContactCredits(db.pool, a.organizationId, SITE, 2);
    const lea = await insertResume(db.pool, { visibility: 'anonymous', title: 'Pflegefachkraft' });

    const sent = await board.contactResumeOwner.execute({ resumeId: lea.publicId, message: MESSAGE, origin: null }, as(a.token));
    expect(sent).toEqual({ ok: true, replayed: false });
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);
    const again = await board.contactResumeOwner.execute({ resumeId: lea.publicId, message: MESSAGE, origin: null }, as(a.token));
    expect(again).toEqual({ ok: true, replayed: true });
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);

    const view = await recruiterView(board, { id: lea.publicId }, as(a.token));
    expect(view).toMatchObject({ access: 'anonymous', contactApproved: false, contactRequest: { state: 'pending', payment: 'credit' } });
    expect(view?.content.personalInfo).toMatchObject({ firstName: '', lastName: '', phone: '' });

    const { rows: mails } = await db.pool.query<{ subject: string; text_body: string }>(
      'select subject, text_body from mail_outbox where recipient = $1',
      [lea.email],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Pflege Süd');
    expect(mails[0]!.text_body).toContain(MESSAGE);
  });

  it('approval shows names and phone to that organization only; a revoke hides them again; the e-mail never shows', async () => {
    const a = await insertRecruiter(db.pool, 'Klinik A');
    const b = await insertRecruiter(db.pool, 'Klinik B');
    await grantContactCredits(db.pool, a.organizationId, SITE, 1);
    const lea = await insertResume(db.pool, { visibility: 'anonymous', title: 'Intensivpflegerin' });
    const owner = as((await signIn(db.pool, lea.email)).token);
    expect((await board.contactResumeOwner.execute({ resumeId: lea.publicId, message: MESSAGE, origin: null }, as(a.token))).ok).toBe(true);

    const pending = await board.showMyContactRequests.execute({ filter: 'pending', page: 1 }, owner);
    expect(pending?.rows).toHaveLength(1);
    expect(pending?.rows[0]?.organizationName).toContain('Klinik A');
    const requestId = pending!.rows[0]!.request.id;
    // Nobody but the owner decides: another user's approve answers as if the request did not exist.
    expect(await board.decideContactRequest.execute({ id: requestId, action: 'approve' }, as(b.token))).toEqual({
      ok: false,
      errors: [{ field: null, code: 'NOT_FOUND' }],
    });
    expect(await board.decideContactRequest.execute({ id: requestId, action: 'approve' }, owner)).toEqual({ ok: true });
    expect((await board.showMyContactRequests.execute({ filter: 'approved', page: 1 }, owner))?.total).toBe(1);
    expect((await board.showMyContactRequests.execute({ filter: 'pending', page: 1 }, owner))?.total).toBe(0);

    const full = await recruiterView(board, { id: lea.publicId }, as(a.token));
    expect(full).toMatchObject({ access: 'full', contactApproved: true });
    expect(full?.content.personalInfo).toMatchObject({ firstName: 'Lea', lastName: 'Roth', phone: '+49 761 123456' });
    expect(JSON.stringify(full)).not.toContain(lea.email);
    const other = await recruiterView(board, { id: lea.publicId }, as(b.token));
    expect(other?.access).toBe('anonymous');
    expect(other?.content.personalInfo.lastName).toBe('');

    expect(await board.decideContactRequest.execute({ id: requestId, action: 'revoke' }, owner)).toEqual({ ok: true });
    const revoked = await recruiterView(board, { id: lea.publicId }, as(a.token));
    expect(revoked).toMatchObject({ access: 'anonymous', contactApproved: false, contactRequest: { state: 'revoked', refunded: false } });
    expect(revoked?.content.personalInfo.phone).toBe('');
    // Revoked is final: no second approval of the same request.
    expect((await board.decideContactRequest.execute({ id: requestId, action: 'approve' }, owner)).ok).toBe(false);
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(0);
  });

  it('a decline gives the credit back, once; a second decline is refused', async () => {
    const a = await insertRecruiter(db.pool, 'Decline GmbH');
    await grantContactCredits(db.pool, a.organizationId, SITE, 1);
    const max = await insertResume(db.pool, { visibility: 'full', title: 'Altenpfleger' });
    const owner = as((await signIn(db.pool, max.email)).token);
    await board.contactResumeOwner.execute({ resumeId: max.publicId, message: MESSAGE, origin: null }, as(a.token));
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(0);
    const id = (await board.showMyContactRequests.execute({ filter: null, page: 1 }, owner))!.rows[0]!.request.id;
    const both = await Promise.all([
      board.decideContactRequest.execute({ id, action: 'decline' }, owner),
      board.decideContactRequest.execute({ id, action: 'decline' }, owner),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);
    const sent = await board.showSentContactRequests.execute({ page: 1 }, as(a.token));
    expect(sent).toMatchObject({
      total: 1,
      credits: 1,
      slots: 0,
      rows: [{ resumeId: max.publicId, request: { state: 'declined', refunded: true } }],
    });
    // A declined request may be followed by a new one.
    expect((await board.contactResumeOwner.execute({ resumeId: max.publicId, message: MESSAGE, origin: null }, as(a.token))).ok).toBe(true);
  });

  it('a subscription slot pays first; a credit only when no slot is free; none left → NO_CREDITS and nothing written', async () => {
    const a = await insertRecruiter(db.pool, 'Abo AG');
    await db.pool.query(
      `insert into commerce_subscriptions (organization_id, site, product_name, starts_at, ends_at, job_slots, resume_contact_slots)
       values ($1, $2, '{"de":"Abo"}', now() - interval '1 day', now() + interval '30 days', 0, 1)`,
      [a.organizationId, SITE],
    );
    await grantContactCredits(db.pool, a.organizationId, SITE, 1);
    const [r1, r2, r3] = await Promise.all([1, 2, 3].map((i) => insertResume(db.pool, { visibility: 'anonymous', title: `Pflege ${i}` })));
    expect((await board.contactResumeOwner.execute({ resumeId: r1!.publicId, message: MESSAGE, origin: null }, as(a.token))).ok).toBe(true);
    expect((await recruiterView(board, { id: r1!.publicId }, as(a.token)))?.contactRequest?.payment).toBe('slot');
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);
    expect((await board.contactResumeOwner.execute({ resumeId: r2!.publicId, message: MESSAGE, origin: null }, as(a.token))).ok).toBe(true);
    expect((await recruiterView(board, { id: r2!.publicId }, as(a.token)))?.contactRequest?.payment).toBe('credit');
    expect(await board.contactResumeOwner.execute({ resumeId: r3!.publicId, message: MESSAGE, origin: null }, as(a.token))).toEqual({
      ok: false,
      errors: [{ field: null, code: 'NO_CREDITS' }],
    });
    const { rowCount } = await db.pool.query('select 1 from resume_contact_requests where resume_user_id = $1', [r3!.userId]);
    expect(rowCount).toBe(0);
    expect(await board.showSentContactRequests.execute({ page: 1 }, as(a.token))).toMatchObject({ total: 2, slots: 0, credits: 0 });
    // The organization's subscription list counts the slot as in use.
    const subscriptions = await new PostgresCommerceRepository(db.pool).subscriptions({
      organizationId: a.organizationId,
      site: SITE,
      status: null,
      now: new Date(),
      limit: 10,
      offset: 0,
      sort: { field: 'startDate', direction: 'desc' },
    });
    expect(subscriptions.rows.map((s) => [s.resumeContactSlots, s.resumeContactsInUse])).toEqual([[1, 1]]);
  });

  it('bad input gets a clear code and writes nothing: own resume, short message, unknown resume, guests', async () => {
    const a = await insertRecruiter(db.pool, 'Selbst GmbH');
    await grantContactCredits(db.pool, a.organizationId, SITE, 3);
    // The recruiter's own resume.
    await db.pool.query(`insert into resumes (user_id, visibility, content) values ($1, 'anonymous', '{}')`, [a.userId]);
    const { rows } = await db.pool.query<{ public_id: string }>('select public_id::text from resume_search_index where user_id = $1', [
      a.userId,
    ]);
    const own = rows[0]!.public_id;
    expect(await board.contactResumeOwner.execute({ resumeId: own, message: MESSAGE, origin: null }, as(a.token))).toEqual({
      ok: false,
      errors: [{ field: null, code: 'OWN_RESUME' }],
    });
    const lea = await insertResume(db.pool, { visibility: 'anonymous', title: 'Pflege' });
    expect(await board.contactResumeOwner.execute({ resumeId: lea.publicId, message: 'Hallo', origin: null }, as(a.token))).toEqual({
      ok: false,
      errors: [{ field: 'message', code: 'TOO_SHORT' }],
    });
    expect(
      await board.contactResumeOwner.execute(
        { resumeId: '00000000-0000-4000-8000-000000000000', message: MESSAGE, origin: null },
        as(a.token),
      ),
    ).toEqual({ ok: false, errors: [{ field: null, code: 'NOT_FOUND' }] });
    expect(
      await board.contactResumeOwner.execute({ resumeId: lea.publicId, message: MESSAGE, origin: null }, { site: SITE, locale: 'de' }),
    ).toEqual({
      ok: false,
      errors: [{ field: null, code: 'UNAUTHENTICATED' }],
    });
    // An applicant without an organization is no recruiter: signing in again would not help.
    const applicant = as((await signIn(db.pool, lea.email)).token);
    expect(await board.contactResumeOwner.execute({ resumeId: lea.publicId, message: MESSAGE, origin: null }, applicant)).toEqual({
      ok: false,
      errors: [{ field: null, code: 'FORBIDDEN' }],
    });
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(3);
    const { rowCount } = await db.pool.query('select 1 from resume_contact_requests where organization_id = $1', [a.organizationId]);
    expect(rowCount).toBe(0);
  });

  it('a pending request expires after its days and its credit goes back, once', async () => {
    const a = await insertRecruiter(db.pool, 'Warte GmbH');
    await grantContactCredits(db.pool, a.organizationId, SITE, 1);
    const lea = await insertResume(db.pool, { visibility: 'anonymous', title: 'Pflege' });
    await board.contactResumeOwner.execute({ resumeId: lea.publicId, message: MESSAGE, origin: null }, as(a.token));
    await db.pool.query(`update resume_contact_requests set expires_at = now() - interval '1 minute' where organization_id = $1`, [
      a.organizationId,
    ]);
    const expire = container.get(RESUME_RECRUITING.ExpireContactRequests);
    const runs = await Promise.all([expire.execute({ limit: 50 }), expire.execute({ limit: 50 })]);
    expect(runs.reduce((sum, r) => sum + r.expired, 0)).toBeGreaterThanOrEqual(1);
    expect((await recruiterView(board, { id: lea.publicId }, as(a.token)))?.contactRequest).toMatchObject({
      state: 'expired',
      refunded: true,
    });
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);
    await expire.execute({ limit: 50 });
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(1);
  });

  it('race: 50 parallel requests on a balance of 10 → exactly 10 charged', async () => {
    const a = await insertRecruiter(db.pool, 'Rennen GmbH');
    await grantContactCredits(db.pool, a.organizationId, SITE, 10);
    const resumes = [];
    for (let i = 0; i < 50; i++) resumes.push(await insertResume(db.pool, { visibility: 'anonymous', title: `Pflege ${i}` }));
    const answers = await Promise.all(
      resumes.map((r) => board.contactResumeOwner.execute({ resumeId: r.publicId, message: MESSAGE, origin: null }, as(a.token))),
    );
    expect(answers.filter((x) => x.ok)).toHaveLength(10);
    expect(answers.filter((x) => !x.ok && x.errors[0]?.code === 'NO_CREDITS')).toHaveLength(40);
    expect(await contactCredits(db.pool, a.organizationId, SITE)).toBe(0);
    const { rows } = await db.pool.query<{ n: string; spends: string }>(
      `select count(*)::text as n, count(ledger_id)::text as spends from resume_contact_requests where organization_id = $1`,
      [a.organizationId],
    );
    expect(rows[0]).toEqual({ n: '10', spends: '10' });
  });
});
