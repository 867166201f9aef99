import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliverOutbox } from '../../../src/application/platform/mail/deliver-outbox.use-case';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';
import { SmtpMailer } from '../../../src/infrastructure/mail/smtp-mailer';
import { PostgresMailOutbox, PostgresOutboxQueue } from '../../../src/infrastructure/postgres/accounts/postgres-mail-outbox';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startSmtpPeer } from './support';

describe('mail outbox delivered over SMTP to a real peer', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  // Rows are stamped with the database's now(); the deliverer's clock starts just after it.
  let now = new Date(Date.now() + 1000);
  const clock = { now: () => now };
  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpPeer({ refuse: (to) => to.startsWith('bounce') });
  });
  afterAll(async () => {
    await smtp.close();
    await db.drop();
  });

  const composer = new MessageMailComposer();

  it('sends localized text + HTML mails once, then blanks the stored bodies', async () => {
    now = new Date(Date.now() + 1000);
    const outbox = new PostgresMailOutbox(db.pool);
    for (const locale of ['de', 'en-GB', 'fr'] as const) {
      await outbox.enqueue(
        composer.compose(
          `anna-${locale}@example.test`,
          { kind: 'reset-password', link: 'https://www.jobs.example/user/password/reset?token=abc', siteName: 'Jobs <Regional>' },
          locale,
        ),
      );
    }
    // The clock starts after the rows' now(), taken here: creating the database may outlast any fixed margin.
    now = new Date(Date.now() + 1000);
    const mailer = new SmtpMailer(smtp.url, '"Jobs" <no-reply@jobs.example>');
    const report = await new DeliverOutbox(new PostgresOutboxQueue(db.pool), mailer, clock).execute({ batchSize: 10 });
    expect(report).toEqual({ sent: 3, failed: 0 });
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([
      'Définir un nouveau mot de passe – Jobs <Regional>',
      'Neues Passwort festlegen – Jobs <Regional>',
      'Set a new password – Jobs <Regional>',
    ]);
    const en = smtp.received.find((m) => m.subject?.startsWith('Set'))!;
    expect(en.text).toContain('https://www.jobs.example/user/password/reset?token=abc');
    expect(en.html).toContain('href="https://www.jobs.example/user/password/reset?token=abc"');
    expect(en.html).toContain('Jobs &#60;Regional&#62;'); // escaped in HTML
    expect(en.html).not.toContain('<Regional>');
    const { rows } = await db.pool.query('select text_body, html_body, sent_at from mail_outbox');
    expect(rows.every((r) => r.text_body === '' && r.html_body === '' && r.sent_at)).toBe(true);
    expect(await new DeliverOutbox(new PostgresOutboxQueue(db.pool), mailer, clock).execute({ batchSize: 10 })).toEqual({
      sent: 0,
      failed: 0,
    });
    mailer.close();
  });

  it('concurrent workers never send the same row twice (FOR UPDATE SKIP LOCKED)', async () => {
    const outbox = new PostgresMailOutbox(db.pool);
    const before = smtp.received.length;
    for (let i = 0; i < 12; i++) await outbox.enqueue({ to: `w${i}@example.test`, subject: `parallel ${i}`, text: 't', html: '<p>t</p>' });
    now = new Date(Date.now() + 1000);
    const workers = Array.from(
      { length: 4 },
      () => new DeliverOutbox(new PostgresOutboxQueue(db.pool), new SmtpMailer(smtp.url, 'no-reply@jobs.example'), clock),
    );
    const reports = await Promise.all(workers.map((w) => w.execute({ batchSize: 5 })));
    const total = reports.reduce((n, r) => n + r.sent, 0);
    const again = await workers[0]!.execute({ batchSize: 20 });
    expect(total + again.sent).toBe(12);
    const subjects = smtp.received.slice(before).map((m) => m.subject);
    expect(new Set(subjects).size).toBe(12);
    expect(subjects).toHaveLength(12);
  });

  it('a refused mail is retried with backoff and given up after the last attempt', async () => {
    await new PostgresMailOutbox(db.pool).enqueue({ to: 'bounce@example.test', subject: 'refused', text: 't', html: 'h' });
    const deliver = new DeliverOutbox(new PostgresOutboxQueue(db.pool), new SmtpMailer(smtp.url, 'no-reply@jobs.example'), clock);
    now = new Date(Date.now() + 1000);
    expect(await deliver.execute({ batchSize: 5 })).toEqual({ sent: 0, failed: 1 });
    // Not due again before its backoff (30 s)…
    expect(await deliver.execute({ batchSize: 5 })).toEqual({ sent: 0, failed: 0 });
    const row = async () =>
      (
        await db.pool.query(
          "select attempts, next_attempt_at, failed_at, last_error from mail_outbox where recipient = 'bounce@example.test'",
        )
      ).rows[0];
    expect((await row()).next_attempt_at.getTime()).toBe(now.getTime() + 30_000);
    expect((await row()).last_error).toMatch(/450/);
    for (let attempt = 2; attempt <= 8; attempt++) {
      now = new Date(now.getTime() + 7 * 3_600_000);
      expect(await deliver.execute({ batchSize: 5 })).toEqual({ sent: 0, failed: 1 });
    }
    expect(await row()).toMatchObject({ attempts: 8, failed_at: expect.any(Date) });
  });
});
