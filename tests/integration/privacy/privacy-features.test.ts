import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStore } from '../../../src/application/platform/files/file-store.port';
import { Argon2PasswordHasher } from '../../../src/infrastructure/auth/argon2-password-hasher';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { JOBPAGE } from '../../../src/infrastructure/di/job-page.module';
import { privacyFrom, type Privacy } from '../../../src/infrastructure/di/privacy-data.module';
import type { Actor } from '../../../src/domain/identity/actor';
import { insertJob, insertOrganization, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The later features' personal data in "download my data" and "delete my account", on PostgreSQL with the
 * local file store: applications (signed in, and as a guest with the verified address) with their files,
 * bookmarks, job alerts (the account's and guest ones), an owned organization's images and the files of
 * applications to it, and the mail outbox — and nobody else's data touched.
 */
describe('privacy of applications, bookmarks and job alerts on PostgreSQL', () => {
  let db: TestDatabase;
  let filesDir: string;
  let privacy: Privacy;
  let files: FileStore;
  let recruiterOrg: string;
  let jobA: string;
  let jobB: string;
  const hasher = new Argon2PasswordHasher();
  const PASSWORD = 'ein-langes-passwort';
  let passwordHash: string;
  const ctx = (userId: string) => ({
    site: 'default',
    locale: 'de' as const,
    actor: { kind: 'user', userId, roles: [] } as Actor,
    requestId: 'it',
  });
  const count = async (sql: string, params: unknown[] = []) =>
    (await db.pool.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;
  const onDisk = (key: string) => existsSync(join(filesDir, key));
  let keyCounter = 0;

  async function applicant(email: string, verified = true): Promise<string> {
    const id = await insertUser(db.pool, {
      email,
      firstName: 'Anna',
      lastName: 'Antrag',
      emailVerified: verified,
      roles: [['applicant', null]],
    });
    await db.pool.query('update users set password_hash = $2 where id = $1', [id, passwordHash]);
    return id;
  }

  /** An application as the submit writes it: the row, its file rows and the files in the store. */
  async function application(
    job: string,
    row: { userId: string | null; email: string; fileCount: number; coverLetter?: string },
  ): Promise<{ id: string; keys: string[] }> {
    const { rows } = await db.pool.query<{ id: string }>(
      `insert into applications (job_id, organization_id, site, locale, applicant_user_id, first_name, last_name, email, phone, cover_letter, answers, idempotency_key)
       select j.id, j.organization_id, 'default', 'de', $2, 'Anna', 'Antrag', $3, '+49 711 123456', $4, '{"q1": "yes"}', $5 from jobs j where j.id = $1
       returning id::text`,
      [
        job,
        row.userId,
        row.email,
        row.coverLetter ?? 'Ich bewerbe mich gern.',
        `idem-key-${Date.now().toString(36)}-${keyCounter++}-xxxxxxxx`,
      ],
    );
    const id = rows[0]!.id;
    const keys: string[] = [];
    for (let position = 0; position < row.fileCount; position++) {
      const key = `applications/${id}/${position}`;
      await db.pool.query(
        "insert into application_files (application_id, file_key, file_name, content_type, size_bytes, position) values ($1, $2, $3, 'application/pdf', 4, $4)",
        [id, key, `lebenslauf-${position}.pdf`, position],
      );
      await files.write(key, new Uint8Array([37, 80, 68, 70]));
      keys.push(key);
    }
    return { id, keys };
  }

  async function alert(row: { userId?: string; email?: string; query: string; confirmed?: boolean }): Promise<string> {
    const confirmed = row.confirmed ?? true;
    const { rows } = await db.pool.query<{ id: string }>(
      `insert into job_alerts (site, locale, user_id, email, search_query, frequency, origin, confirmed_at, next_due_at)
       values ('default', 'de', $1, $2, $3, 'daily', 'http://localhost:3000', $4, $4) returning id::text`,
      [row.userId ?? null, row.email ?? null, row.query, confirmed ? new Date() : null],
    );
    return rows[0]!.id;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    filesDir = await mkdtemp(join(tmpdir(), 'privacy-features-'));
    const container = buildContainer({ site: 'default', databaseUrl: db.url, production: true, filesDir });
    privacy = privacyFrom(container);
    files = container.get(JOBPAGE.FileStore);
    passwordHash = await hasher.hash(PASSWORD);
    const recruiter = await insertUser(db.pool, { email: 'recruiterin@example.test', roles: [['recruiter', null]] });
    recruiterOrg = await insertOrganization(db.pool, { name: 'Personal AG', ownerId: recruiter });
    jobA = await insertJob(db.pool, { organizationId: recruiterOrg, title: 'Pflegefachkraft' });
    jobB = await insertJob(db.pool, { organizationId: recruiterOrg, title: 'Erzieher' });
    await db.pool.query(
      `update jobs set application_workflow = 'form', application_questions = '[{"id": "q1", "label": "Führerschein Klasse B?", "kind": "yes_no"}]' where id = any($1::bigint[])`,
      [[jobA, jobB]],
    );
  });
  afterAll(async () => {
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('exports applications (also those sent as a guest with the verified address), bookmarks and alerts — no keys, no other person', async () => {
    const me = await applicant('export-feature@example.test');
    const signedIn = await application(jobA, { userId: me, email: 'export-feature@example.test', fileCount: 2 });
    const asGuest = await application(jobB, {
      userId: null,
      email: 'EXPORT-feature@example.test',
      fileCount: 1,
      coverLetter: 'Als Gast gesendet.',
    });
    const other = await applicant('jemand-anders@example.test');
    await application(jobB, { userId: other, email: 'jemand-anders@example.test', fileCount: 1, coverLetter: 'Fremdes Anschreiben' });
    await application(jobB, { userId: null, email: 'fremd@example.test', fileCount: 0, coverLetter: 'Fremder Gast' });
    await db.pool.query('insert into bookmarks (user_id, job_id) values ($1, $2), ($3, $2)', [me, jobA, other]);
    await alert({ userId: me, query: 'q=pflege' });
    await alert({ email: 'export-feature@example.test', query: 'q=erzieher' });
    await alert({ email: 'fremd@example.test', query: 'q=fremd' });

    const result = await privacy.exportPersonalData.execute(undefined, ctx(me));
    if (!result.ok) throw new Error(result.code);
    const { sections } = result.value.document as { sections: Record<string, unknown> };
    expect(Object.keys(sections)).toEqual(expect.arrayContaining(['applications', 'bookmarks', 'jobAlerts']));
    expect(sections.applications).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: signedIn.id,
          jobId: jobA,
          jobTitle: 'Pflegefachkraft',
          organization: 'Personal AG',
          sentAs: 'account',
          firstName: 'Anna',
          lastName: 'Antrag',
          email: 'export-feature@example.test',
          phone: '+49 711 123456',
          coverLetter: 'Ich bewerbe mich gern.',
          answers: [{ question: 'Führerschein Klasse B?', answer: 'yes' }],
          status: 'new',
          files: [
            { name: 'lebenslauf-0.pdf', contentType: 'application/pdf', size: 4 },
            { name: 'lebenslauf-1.pdf', contentType: 'application/pdf', size: 4 },
          ],
        }),
        expect.objectContaining({ id: asGuest.id, jobTitle: 'Erzieher', sentAs: 'guest', coverLetter: 'Als Gast gesendet.' }),
      ]),
    );
    expect(sections.applications).toHaveLength(2);
    expect(sections.bookmarks).toEqual([expect.objectContaining({ jobId: jobA, jobTitle: 'Pflegefachkraft' })]);
    expect(sections.jobAlerts).toHaveLength(2);
    expect(sections.jobAlerts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ savedAs: 'account', search: 'q=pflege', frequency: 'daily', email: null }),
        expect.objectContaining({ savedAs: 'guest', search: 'q=erzieher', email: 'export-feature@example.test' }),
      ]),
    );
    const text = JSON.stringify(result.value.document);
    for (const absent of ['idem-key-', 'applications/', 'Fremdes Anschreiben', 'Fremder Gast', 'q=fremd', passwordHash])
      expect(text).not.toContain(absent);
  });

  it('an unverified address proves nothing: guest applications and alerts with it are neither exported nor deleted', async () => {
    const me = await applicant('unbestaetigt@example.test', false);
    const guest = await application(jobA, { userId: null, email: 'unbestaetigt@example.test', fileCount: 1 });
    const guestAlert = await alert({ email: 'unbestaetigt@example.test', query: 'q=unbestaetigt' });
    const result = await privacy.exportPersonalData.execute(undefined, ctx(me));
    if (!result.ok) throw new Error(result.code);
    const { sections } = result.value.document as { sections: Record<string, unknown> };
    expect(sections.applications).toEqual([]);
    expect(sections.jobAlerts).toEqual([]);

    expect((await privacy.deleteAccount.execute({ password: PASSWORD, sessionToken: null }, ctx(me))).ok).toBe(true);
    expect(await count('users where id = $1', [me])).toBe(0);
    expect(await count('applications where id = $1', [guest.id])).toBe(1);
    expect(onDisk(guest.keys[0]!)).toBe(true);
    expect(await count('job_alerts where id = $1', [guestAlert])).toBe(1);
  });

  it('deletes the applications with their files, the bookmarks and the alerts, and leaves everybody else’s', async () => {
    const me = await applicant('loeschen-feature@example.test');
    const signedIn = await application(jobA, { userId: me, email: 'loeschen-feature@example.test', fileCount: 2 });
    const asGuest = await application(jobB, { userId: null, email: 'Loeschen-Feature@example.test', fileCount: 1 });
    const other = await applicant('bleibt-feature@example.test');
    const theirs = await application(jobA, { userId: other, email: 'bleibt-feature@example.test', fileCount: 1 });
    const strangerGuest = await application(jobA, { userId: null, email: 'gast@example.test', fileCount: 1 });
    await db.pool.query('insert into bookmarks (user_id, job_id) values ($1, $2), ($1, $3), ($4, $2)', [me, jobA, jobB, other]);
    const mine = [
      await alert({ userId: me, query: 'q=a' }),
      await alert({ email: 'loeschen-feature@example.test', query: 'q=b' }),
      await alert({ email: 'loeschen-feature@example.test', query: 'q=c', confirmed: false }),
    ];
    const othersAlerts = [await alert({ userId: other, query: 'q=a' }), await alert({ email: 'gast@example.test', query: 'q=a' })];
    // A digest queued for the address and not yet delivered.
    await db.pool.query(
      "insert into mail_outbox (recipient, subject, text_body, html_body) values ($1, 'Neue Stellen für Sie', 'x', 'x'), ('bleibt-feature@example.test', 'Neue Stellen', 'x', 'x')",
      ['loeschen-feature@example.test'],
    );

    const result = await privacy.deleteAccount.execute({ password: PASSWORD, sessionToken: null }, ctx(me));
    expect(result).toEqual({ ok: true, value: { removedFiles: 3, failedFiles: [] } });

    expect(await count('applications where id = any($1::bigint[])', [[signedIn.id, asGuest.id]])).toBe(0);
    expect(await count('application_files where application_id = any($1::bigint[])', [[signedIn.id, asGuest.id]])).toBe(0);
    for (const key of [...signedIn.keys, ...asGuest.keys]) expect(onDisk(key), key).toBe(false);
    expect(existsSync(join(filesDir, 'applications', signedIn.id))).toBe(false);
    expect(await count('bookmarks where user_id = $1', [me])).toBe(0);
    expect(await count('job_alerts where id = any($1::bigint[])', [mine])).toBe(0);
    expect((await db.pool.query("select subject from mail_outbox where lower(recipient) = 'loeschen-feature@example.test'")).rows).toEqual([
      { subject: 'Ihr Konto wurde gelöscht – Jobs Regional' },
    ]);

    // The recruiter keeps every other application; the other applicant and the other guest keep theirs.
    expect(await count('applications where id = any($1::bigint[])', [[theirs.id, strangerGuest.id]])).toBe(2);
    for (const key of [...theirs.keys, ...strangerGuest.keys]) expect(onDisk(key), key).toBe(true);
    expect(await count('bookmarks where user_id = $1', [other])).toBe(1);
    expect(await count('job_alerts where id = any($1::bigint[])', [othersAlerts])).toBe(2);
    expect(await count("mail_outbox where recipient = 'bleibt-feature@example.test'")).toBe(1);
  });

  it("an owned organization that goes takes its logo and cover, its jobs' own logos and PDFs, and the files of applications to its jobs", async () => {
    const owner = await applicant('inhaberin@example.test');
    const org = await insertOrganization(db.pool, { name: 'Kleinbetrieb GmbH', ownerId: owner });
    const logo = `organizations/${org}/logo-0123abcd-a1.webp`;
    const cover = `organizations/${org}/cover-0123abcd-b2.webp`;
    await db.pool.query('update organizations set logo_file_key = $2, cover_file_key = $3 where id = $1', [org, logo, cover]);
    await files.write(logo, new Uint8Array([1]));
    await files.write(cover, new Uint8Array([2]));
    // A job that was published and is now a draft again still has its applications.
    const job = await insertJob(db.pool, { organizationId: org, state: 'draft' });
    const applicantId = await applicant('bewerberin-klein@example.test');
    const toIt = await application(job, { userId: applicantId, email: 'bewerberin-klein@example.test', fileCount: 2 });
    // A file job of the wizard: its PDF and its own logo.
    const jobPdf = `jobs/${job}/file-0123abcd.pdf`;
    const jobLogo = `jobs/${job}/logo-0123abcd.webp`;
    await db.pool.query('update jobs set file_key = $2, logo_key = $3 where id = $1', [job, jobPdf, jobLogo]);
    await files.write(jobPdf, new Uint8Array([3]));
    await files.write(jobLogo, new Uint8Array([4]));

    const result = await privacy.deleteAccount.execute({ password: PASSWORD, sessionToken: null }, ctx(owner));
    expect(result).toEqual({ ok: true, value: { removedFiles: 6, failedFiles: [] } });
    expect(await count('organizations where id = $1', [org])).toBe(0);
    expect(await count('applications where id = $1', [toIt.id])).toBe(0);
    for (const key of [logo, cover, jobPdf, jobLogo, ...toIt.keys]) expect(onDisk(key), key).toBe(false);
    expect(existsSync(join(filesDir, 'organizations', org))).toBe(false);
    expect(await count('users where id = $1', [applicantId])).toBe(1);
  });

  it('a digest that holds an alert while the account is deleted: its mail does not outlive the deletion', async () => {
    const me = await applicant('digest-race@example.test');
    const alertId = await alert({ userId: me, query: 'q=race' });
    // The digest runner's transaction: it has claimed the alert and queued the digest, not yet committed.
    const runner = await db.pool.connect();
    try {
      await runner.query('begin');
      await runner.query('select id from job_alerts where id = $1 for update', [alertId]);
      await runner.query(
        "insert into mail_outbox (recipient, subject, text_body, html_body) values ('digest-race@example.test', 'Neue Stellen (Digest)', 'x', 'x')",
      );
      const deleting = privacy.deleteAccount.execute({ password: PASSWORD, sessionToken: null }, ctx(me));
      // Wait until the deletion is blocked on the runner's lock (the cascade reached the alert)…
      for (;;) {
        const { rows } = await db.pool.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        );
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // …then the runner commits its mail, as a digest run would.
      await runner.query('commit');
      expect((await deleting).ok).toBe(true);
    } finally {
      runner.release();
    }
    expect(await count('job_alerts where id = $1', [alertId])).toBe(0);
    expect((await db.pool.query("select subject from mail_outbox where recipient = 'digest-race@example.test'")).rows).toEqual([
      { subject: 'Ihr Konto wurde gelöscht – Jobs Regional' },
    ]);
  });
});
