import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertIdOfToken } from '../../../src/application/platform/alerts/alert-tokens';
import { ConfirmJobAlert } from '../../../src/application/platform/alerts/confirm-job-alert.use-case';
import { CreateJobAlert } from '../../../src/application/platform/alerts/create-job-alert.use-case';
import { RunAlertDigests } from '../../../src/application/platform/alerts/run-alert-digests.use-case';
import { UnsubscribeJobAlert } from '../../../src/application/platform/alerts/unsubscribe-job-alert.use-case';
import { DeliverOutbox } from '../../../src/application/platform/mail/deliver-outbox.use-case';
import type { Clock } from '../../../src/application/shared/clock.port';
import { buildJobSearchRequest } from '../../../src/domain/search/job-search-builder';
import { HmacLinkSigner } from '../../../src/infrastructure/auth/hmac-link-signer';
import { FileSiteDirectory } from '../../../src/infrastructure/config/site-directory';
import { MessageMailComposer } from '../../../src/infrastructure/mail/message-mail-composer';
import { SmtpMailer } from '../../../src/infrastructure/mail/smtp-mailer';
import { PostgresOutboxQueue } from '../../../src/infrastructure/postgres/accounts/postgres-mail-outbox';
import { PostgresAlertUnitOfWork } from '../../../src/infrastructure/postgres/alerts/postgres-alert-unit-of-work';
import { PostgresBookmarkRepository } from '../../../src/infrastructure/postgres/alerts/postgres-bookmark-repository';
import { PostgresJobAlertRepository } from '../../../src/infrastructure/postgres/alerts/postgres-job-alert-repository';
import { PostgresJobIndex } from '../../../src/infrastructure/postgres/postgres-job-index';
import { PostgresJobRepository } from '../../../src/infrastructure/postgres/postgres-job-repository';
import { startSmtpPeer } from '../accounts/support';
import { daysFrom, insertJob, insertOrganization, insertTerm, insertUser } from '../support/fixtures';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { ctx, userActor } from '../../support/request-context';

const HOUR = 3_600_000;
const ORIGIN = 'http://localhost:3600';

describe('bookmarks on PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('adds idempotently, lists newest first with the total, answers which are bookmarked, removes', async () => {
    const repo = new PostgresBookmarkRepository(db.pool);
    const org = await insertOrganization(db.pool);
    const [a, b, c] = [
      await insertJob(db.pool, { organizationId: org }),
      await insertJob(db.pool, { organizationId: org }),
      await insertJob(db.pool, { organizationId: org }),
    ];
    const user = await insertUser(db.pool);
    const other = await insertUser(db.pool);
    const t0 = new Date('2026-11-01T00:00:00Z');
    await repo.add(user, a, t0);
    await repo.add(user, b, daysFrom(t0, 1));
    await repo.add(user, a, daysFrom(t0, 5)); // again: nothing changes, the first time stays
    await repo.add(user, c, daysFrom(t0, 2));
    await repo.add(other, c, t0);
    expect(await repo.count(user)).toBe(3);
    expect(await repo.list(user, { first: 0, last: 2 })).toEqual({
      total: 3,
      items: [
        { jobId: c, bookmarkedAt: daysFrom(t0, 2) },
        { jobId: b, bookmarkedAt: daysFrom(t0, 1) },
      ],
    });
    expect(await repo.list(user, { first: 2, last: 2 })).toEqual({ total: 3, items: [{ jobId: a, bookmarkedAt: t0 }] });
    expect(await repo.list(user, { first: 4, last: 2 })).toEqual({ total: 3, items: [] });
    expect((await repo.bookmarkedAmong(user, [a, c, '999999', 'x'])).sort()).toEqual([a, c].sort());
    await repo.remove(user, a);
    await repo.remove(user, a);
    expect(await repo.bookmarkedAmong(user, [a])).toEqual([]);
    // a deleted job takes its bookmarks along
    await db.pool.query('delete from jobs where id = $1', [c]);
    expect(await repo.count(user)).toBe(1);
    expect(await repo.count(other)).toBe(0);
    // ids that cannot be ours are simply not found
    expect(await repo.list('x', { first: 0, last: 2 })).toEqual({ total: 0, items: [] });
  });
});

describe('job alerts on PostgreSQL: double opt-in, digests by concurrent runners, mails to a real SMTP peer', () => {
  let db: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let pflege: string;
  let org: string;
  // The use cases' clock: the database's time plus an offset the test moves forward.
  const offset = { ms: 0 };
  const clock: Clock = { now: () => new Date(Date.now() + offset.ms) };
  const signer = new HmacLinkSigner('integration-secret-at-least-32-characters');
  const sites = new FileSiteDirectory();
  const composer = new MessageMailComposer();

  beforeAll(async () => {
    db = await createTestDatabase();
    smtp = await startSmtpPeer();
    org = await insertOrganization(db.pool, { name: 'Klinikum Muster' });
    pflege = await insertTerm(db.pool, 'occupations', { de: 'Pflege', 'en-GB': 'Nursing', fr: 'Soins' });
  });
  afterAll(async () => {
    await smtp.close();
    await db.drop();
  });

  const index = () => new PostgresJobIndex(db.pool);
  const digests = () =>
    new RunAlertDigests(new PostgresAlertUnitOfWork(db.pool), index(), new PostgresJobRepository(db.pool), composer, signer, sites, clock);
  const deliver = async () => {
    const mailer = new SmtpMailer(smtp.url, '"Jobs Regional" <no-reply@jobs.example>');
    const report = await new DeliverOutbox(new PostgresOutboxQueue(db.pool), mailer, { now: () => new Date(Date.now() + 60_000) }).execute({
      batchSize: 50,
    });
    mailer.close();
    return report;
  };

  it('JobIndex: the published-after condition keeps only jobs published in the window', async () => {
    const now = new Date();
    const old = await insertJob(db.pool, { organizationId: org, title: 'Alt', publishedAt: daysFrom(now, -3) });
    const fresh = await insertJob(db.pool, { organizationId: org, title: 'Neu', publishedAt: new Date(now.getTime() - HOUR) });
    const future = await insertJob(db.pool, { organizationId: org, title: 'Geplant', publishedAt: new Date(now.getTime() + HOUR) });
    const built = buildJobSearchRequest({ segments: [], params: [] }, { locale: 'de', pageSize: 10, defaultRadiusKm: 100, taxonomy: [] });
    if (!built.ok) throw new Error(built.code);
    const answer = await index().search({ request: built.value, site: 'default', now, publishedAfter: daysFrom(now, -1) });
    expect(answer.hits.map((h) => h.jobId)).toEqual([fresh]);
    expect(answer.total).toBe(1);
    await db.pool.query('delete from jobs where id = any($1::bigint[])', [[old, fresh, future]]);
  });

  it('a guest confirms by mail; a digest goes out once per alert with List-Unsubscribe headers; one-click unsubscribe works', async () => {
    const uow = new PostgresAlertUnitOfWork(db.pool);
    const create = new CreateJobAlert(uow, index(), composer, signer, sites, clock);
    const guest = ctx();
    const query = `occupations=${pflege}`;

    expect(await create.execute({ query, frequency: 'daily', email: 'gast@example.test', origin: ORIGIN }, guest)).toEqual({
      ok: true,
      value: { status: 'confirmation-sent' },
    });
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const confirmMail = smtp.received.at(-1)!;
    expect(confirmMail.subject).toBe('Bitte bestätigen Sie Ihren Job-Alarm – Jobs Regional');
    // The search as describeSearch writes it (quotes only around typed words), quoted by nobody else.
    expect(confirmMail.text).toContain('zu Ihrer Suche (Pflege)');
    const link = /http:\/\/localhost:3600\/alerts\/confirm\?token=(\S+)/.exec(confirmMail.text ?? '')![1]!;

    // Unconfirmed: nothing is due, whatever the time.
    offset.ms = 3 * 24 * HOUR;
    expect(await digests().execute({ site: 'default', limit: 10 })).toMatchObject({ sent: 0 });
    offset.ms = 0;
    expect(await new ConfirmJobAlert(uow, signer, clock).execute({ token: decodeURIComponent(link) })).toMatchObject({ ok: true });

    // Signed-in users (verified and not) with alerts on the same and on other searches.
    const verified = await insertUser(db.pool, { email: 'anna@example.test' });
    const unverified = await insertUser(db.pool, { email: 'ben@example.test', emailVerified: false });
    expect(
      await create.execute({ query, frequency: 'daily', origin: ORIGIN }, ctx({ actor: userActor(verified, 'applicant') })),
    ).toMatchObject({ ok: true });
    expect(
      await create.execute({ query, frequency: 'daily', origin: ORIGIN }, ctx({ actor: userActor(unverified, 'applicant') })),
    ).toMatchObject({ ok: true });
    expect(
      await create.execute({ query: 'search=Koch', frequency: 'weekly', origin: ORIGIN }, ctx({ actor: userActor(verified, 'applicant') })),
    ).toMatchObject({ ok: true });

    // Jobs published after the alerts started; one matches.
    await insertJob(db.pool, {
      organizationId: org,
      title: 'Pflegefachkraft (m/w/d)',
      termIds: [pflege],
      publishedAt: new Date(Date.now() + 1000),
    });
    await insertJob(db.pool, { organizationId: org, title: 'Lagerist', publishedAt: new Date(Date.now() + 1000) });

    // A day later: four runners at once (four workers) handle every due alert exactly once.
    offset.ms = 24 * HOUR + 5000;
    const reports = await Promise.all([digests(), digests(), digests(), digests()].map((d) => d.execute({ site: 'default', limit: 10 })));
    const sent = reports.reduce((n, r) => n + r.sent, 0);
    const empty = reports.reduce((n, r) => n + r.empty, 0);
    expect({ sent, empty }).toEqual({ sent: 2, empty: 1 }); // guest + anna mailed; ben unverified; the weekly alert is not due
    expect(await digests().execute({ site: 'default', limit: 10 })).toEqual({ sent: 0, empty: 0, expired: 0 });

    const before = smtp.received.length;
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => (Array.isArray(m.to) ? '' : m.to?.text)).sort()).toEqual(['anna@example.test', 'gast@example.test']);
    const digest = mails.find((m) => !Array.isArray(m.to) && m.to?.text === 'gast@example.test')!;
    expect(digest.subject).toBe('1 neue Stelle: Pflege – Jobs Regional');
    expect(digest.text).toContain('Pflegefachkraft (m/w/d)');
    expect(digest.text).not.toContain('Lagerist');
    expect(digest.html).toContain('href="http://localhost:3600/job/pflegefachkraft-m-w-d-');
    // RFC 8058: both header fields, the one-click address an https(or local) URL in angle brackets.
    const line = (key: string) => digest.headerLines.find((h) => h.key === key)?.line.replace(/\r\n\s*/g, ' ') ?? '';
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const oneClick = /^List-Unsubscribe: <(http:\/\/localhost:3600\/api\/alerts\/unsubscribe\?token=[^>]+)>$/.exec(
      line('list-unsubscribe'),
    )?.[1];
    expect(oneClick).toBeTruthy();
    const token = decodeURIComponent(new URL(oneClick!).searchParams.get('token')!);
    const alertId = alertIdOfToken(signer, 'unsubscribe', token)!;
    expect(alertId).toBeTruthy();

    const alerts = new PostgresJobAlertRepository(db.pool);
    expect(await alerts.findById(alertId)).toMatchObject({ email: 'gast@example.test', lastSentAt: expect.any(Date) });
    expect(await new UnsubscribeJobAlert(uow, signer).execute({ token })).toEqual({ ok: true, value: { alertId } });
    expect(await alerts.findById(alertId)).toBeNull();
    // the delivered rows keep neither bodies nor headers (they carried the tokens)
    const { rows } = await db.pool.query(
      "select count(*)::int as n from mail_outbox where sent_at is not null and (text_body <> '' or headers <> '{}'::jsonb)",
    );
    expect(rows[0].n).toBe(0);
  });

  it('unconfirmed guest alerts are deleted after a week', async () => {
    offset.ms = 0;
    const uow = new PostgresAlertUnitOfWork(db.pool);
    await new CreateJobAlert(uow, index(), composer, signer, sites, clock).execute(
      { query: 'search=Gärtner', frequency: 'weekly', email: 'spaet@example.test', origin: ORIGIN },
      ctx(),
    );
    offset.ms = 8 * 24 * HOUR;
    const report = await digests().execute({ site: 'default', limit: 10 });
    expect(report.expired).toBe(1);
    const { rows } = await db.pool.query("select count(*)::int as n from job_alerts where email = 'spaet@example.test'");
    expect(rows[0].n).toBe(0);
  });
});
