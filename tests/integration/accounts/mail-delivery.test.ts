import { Container } from 'inversify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliverOutbox } from '../../../src/application/platform/mail/deliver-outbox.use-case';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';
import { SmtpMailer } from '../../../src/infrastructure/mail/smtp-mailer';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { bindMailModule, MAIL } from '../../../src/infrastructure/di/mail.module';
import { T } from '../../../src/infrastructure/di/tokens';
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
        'default',
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
    for (let i = 0; i < 12; i++)
      await outbox.enqueue({ to: `w${i}@example.test`, subject: `parallel ${i}`, text: 't', html: '<p>t</p>' }, 'default');
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
    await new PostgresMailOutbox(db.pool).enqueue({ to: 'bounce@example.test', subject: 'refused', text: 't', html: 'h' }, 'default');
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

  it('the mail peer down for 10 minutes: the mails wait in the outbox and all go out once it is back, each once', async () => {
    // The relay's port, then the relay gone: every connection is refused until it listens there again.
    const relay = await startSmtpPeer();
    const port = Number(new URL(relay.url).port);
    await relay.close();
    const outbox = new PostgresMailOutbox(db.pool);
    const subjects = Array.from({ length: 5 }, (_, i) => `outage ${i}`);
    for (const subject of subjects) await outbox.enqueue({ to: 'wait@example.test', subject, text: 't', html: '<p>t</p>' }, 'default');

    let fake = new Date(Date.now() + 1000);
    const start = fake.getTime();
    const fakeClock = { now: () => fake };
    // Two workers deliver, as two hosts or two PM2 instances would.
    const workers = [0, 1].map(
      () => new DeliverOutbox(new PostgresOutboxQueue(db.pool), new SmtpMailer(relay.url, 'no-reply@jobs.example'), fakeClock),
    );
    let back: Awaited<ReturnType<typeof startSmtpPeer>> | undefined;
    let sentAt: number | undefined;
    let sent = 0;
    try {
      // Each pass is 10 s later on the workers' clock; the relay comes back after 10 minutes.
      for (let step = 0; step <= 6 * 40 && sent < subjects.length; step++) {
        fake = new Date(start + step * 10_000);
        if (!back && step * 10_000 >= 10 * 60_000) back = await startSmtpPeer({ port });
        const reports = await Promise.all(workers.map((w) => w.execute({ batchSize: 10 })));
        if (!back) expect(reports.every((r) => r.sent === 0)).toBe(true);
        sent += reports.reduce((n, r) => n + r.sent, 0);
        if (sent === subjects.length) sentAt = step * 10_000;
      }
      expect(back?.received.map((m) => m.subject).sort()).toEqual(subjects);
      // The backoff (30 s doubling) had reached 8 minutes: the next try after the outage came 5½ minutes later.
      expect(sentAt).toBeLessThanOrEqual(16 * 60_000);
      const { rows } = await db.pool.query<{ attempts: number; failed_at: Date | null; sent_at: Date | null }>(
        "select attempts, failed_at, sent_at from mail_outbox where subject like 'outage %'",
      );
      expect(rows.every((r) => r.sent_at !== null && r.failed_at === null && r.attempts <= 7)).toBe(true);
    } finally {
      await back?.close();
    }
  });

  it("sends each mail as the site it was queued on, whichever site's worker delivers it", async () => {
    const sites = new FileSiteDirectory();
    // The mail module as the composition root binds it, on a worker of the default site.
    const c = new Container({ defaultScope: 'Singleton' });
    c.bind(T.Sites).toConstantValue(sites);
    c.bind(T.Site).toConstantValue(sites.require('default'));
    c.bind(T.Pool).toConstantValue(db.pool);
    c.bind(T.Clock).toConstantValue(clock);
    c.bind(T.Logger).toConstantValue(pino({ enabled: false }));
    bindMailModule(c, {}, { SMTP_URL: smtp.url });
    const outbox = new PostgresMailOutbox(db.pool);
    await outbox.enqueue({ to: 'sued@example.test', subject: 'from suedwest', text: 't', html: 'h' }, 'suedwest');
    await outbox.enqueue({ to: 'main@example.test', subject: 'from mainfranken', text: 't', html: 'h' }, 'mainfranken');
    // A row queued before mails carried their site goes out as the delivering worker's site.
    await db.pool.query(
      "insert into mail_outbox (recipient, subject, text_body, html_body) values ('old@example.test', 'old row', 't', 'h')",
    );
    now = new Date(Date.now() + 1000);
    const before = smtp.received.length;
    expect(await c.get(MAIL.DeliverOutbox)!.execute({ batchSize: 10 })).toEqual({ sent: 3, failed: 0 });
    const from = (subject: string) => smtp.received.slice(before).find((m) => m.subject === subject)?.from?.value[0];
    expect(from('from suedwest')).toEqual({ name: 'Jobs im Südwesten', address: 'no-reply@www.jobs-suedwest.de' });
    expect(from('from mainfranken')).toEqual({ name: 'Mainfranken Jobs', address: 'no-reply@www.mainfranken-jobs.de' });
    expect(from('old row')).toEqual({ name: 'Jobs Regional', address: 'no-reply@www.jobs-regional.de' });
    const { rows } = await db.pool.query("select site from mail_outbox where recipient = 'sued@example.test'");
    expect(rows).toEqual([{ site: 'suedwest' }]);
    (c.get(MAIL.Mailer) as SmtpMailer).close();
  });

  it("MAIL_FROM, when set, sends every site's mail", async () => {
    const sites = new FileSiteDirectory();
    const c = new Container({ defaultScope: 'Singleton' });
    c.bind(T.Sites).toConstantValue(sites);
    c.bind(T.Site).toConstantValue(sites.require('default'));
    c.bind(T.Pool).toConstantValue(db.pool);
    c.bind(T.Clock).toConstantValue(clock);
    c.bind(T.Logger).toConstantValue(pino({ enabled: false }));
    bindMailModule(c, {}, { SMTP_URL: smtp.url, MAIL_FROM: 'Jobs <jobs@relay.example>' });
    await new PostgresMailOutbox(db.pool).enqueue({ to: 'fixed@example.test', subject: 'fixed sender', text: 't', html: 'h' }, 'suedwest');
    now = new Date(Date.now() + 1000);
    const before = smtp.received.length;
    expect(await c.get(MAIL.DeliverOutbox)!.execute({ batchSize: 10 })).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.slice(before)[0]?.from?.value[0]).toEqual({ name: 'Jobs', address: 'jobs@relay.example' });
    (c.get(MAIL.Mailer) as SmtpMailer).close();
  });
});
