import { describe, expect, it } from 'vitest';
import { alertTokenFor } from '../../../../src/application/platform/alerts/alert-tokens';
import { ConfirmJobAlert } from '../../../../src/application/platform/alerts/confirm-job-alert.use-case';
import { CreateJobAlert } from '../../../../src/application/platform/alerts/create-job-alert.use-case';
import { DeleteJobAlert } from '../../../../src/application/platform/alerts/delete-job-alert.use-case';
import { FindJobAlertForSearch } from '../../../../src/application/platform/alerts/find-job-alert-for-search.use-case';
import { RunAlertDigests } from '../../../../src/application/platform/alerts/run-alert-digests.use-case';
import { UnsubscribeJobAlert } from '../../../../src/application/platform/alerts/unsubscribe-job-alert.use-case';
import { UpdateJobAlert } from '../../../../src/application/platform/alerts/update-job-alert.use-case';
import type { Clock } from '../../../../src/application/shared/clock.port';
import { MAX_PENDING_ALERTS_PER_EMAIL } from '../../../../src/domain/alerts/alert-schedule';
import type { MailTemplate } from '../../../../src/domain/mail/mail';
import { HmacLinkSigner } from '../../../../src/infrastructure/auth/hmac-link-signer';
import { InMemorySiteDirectory } from '../../../integration/graphql/support/fake-platform-ports';
import { aSite } from '../../../integration/graphql/support/platform-seed';
import { fakeComposer, templateOf } from '../../../support/in-memory-accounts';
import { InMemoryJobAlerts } from '../../../support/in-memory-job-alerts';
import { InMemoryJobIndex } from '../../../support/in-memory-job-index';
import { InMemoryJobRepository } from '../../../support/in-memory-job-repository';
import { aJob } from '../../../support/job-mother';
import { ctx, userActor } from '../../../support/request-context';
import { TAXONOMY } from '../../../support/search-taxonomy';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const START = new Date('2026-11-20T07:00:00.000Z');
const signer = new HmacLinkSigner('unit-test-secret-with-at-least-32-chars');
const sites = new InMemorySiteDirectory([aSite('default'), aSite('suedwest', { locales: ['de', 'en-GB', 'fr'] })]);
const anna = ctx({ actor: userActor('7', 'applicant') });
const guest = ctx();
const ORIGIN = 'http://localhost:3600';

const pflege = { id: '31', vocabulary: 'occupations' as const, label: { de: 'Pflege' }, alias: { de: 'pflege' } };

function world(jobs = [aJob({ id: '1', title: 'Pflegekraft', occupations: [pflege], publishedAt: '2026-11-01T00:00:00.000Z' })]) {
  const now = { t: START.getTime() };
  const clock: Clock = { now: () => new Date(now.t) };
  const store = new InMemoryJobAlerts();
  store.users.set('7', { email: 'anna@example.test', verified: true });
  const list = [...jobs];
  const index = new InMemoryJobIndex(list, TAXONOMY);
  const repo = new InMemoryJobRepository(list);
  return {
    now,
    store,
    publish: (job: ReturnType<typeof aJob>) => list.push(job),
    create: new CreateJobAlert(store, index, fakeComposer, signer, sites, clock),
    confirm: new ConfirmJobAlert(store, signer, clock),
    unsubscribe: new UnsubscribeJobAlert(store, signer),
    update: new UpdateJobAlert(store, clock),
    remove: new DeleteJobAlert(store),
    find: new FindJobAlertForSearch(store.repository, index, sites),
    digests: new RunAlertDigests(store, index, repo, fakeComposer, signer, sites, clock),
  };
}

const digestOf = (t: MailTemplate) => t as Extract<MailTemplate, { kind: 'alert-digest' }>;

describe('job alerts: saving a search', () => {
  it('a signed-in user’s alert is active at once; the same search again only changes its frequency', async () => {
    const w = world();
    const first = await w.create.execute({ query: 'occupations=31&page=2&sort=date', frequency: 'daily', origin: ORIGIN }, anna);
    expect(first).toMatchObject({ ok: true, value: { status: 'active', alert: { query: 'occupations=31', frequency: 'daily' } } });
    expect(w.store.alerts[0]).toMatchObject({
      userId: '7',
      email: null,
      confirmedAt: START,
      nextDueAt: new Date(START.getTime() + DAY),
      origin: ORIGIN,
    });
    const again = await w.create.execute({ query: 'occupations=31', frequency: 'weekly', origin: ORIGIN }, anna);
    expect(again).toMatchObject({ ok: true, value: { status: 'active', alert: { frequency: 'weekly' } } });
    expect(w.store.alerts).toHaveLength(1);
    expect(w.store.sent).toHaveLength(0);
    expect(await w.find.execute({ query: 'sort=date&occupations=31' }, anna)).toMatchObject({ frequency: 'weekly' });
    expect(await w.find.execute({ query: 'occupations=31' }, guest)).toBeNull();
  });

  it('a foreign origin in the request is replaced by the site’s own host', async () => {
    const w = world();
    await w.create.execute({ query: '', frequency: 'daily', origin: 'https://evil.example' }, anna);
    expect(w.store.alerts[0]!.origin).toBe('https://www.default.example');
  });

  it('a guest gets a confirmation mail; the alert sends nothing until confirmed', async () => {
    const w = world();
    const result = await w.create.execute(
      { query: 'occupations=31', frequency: 'daily', email: ' Gast@Example.test ', origin: ORIGIN },
      guest,
    );
    expect(result).toEqual({ ok: true, value: { status: 'confirmation-sent' } });
    expect(w.store.alerts[0]).toMatchObject({ email: 'gast@example.test', confirmedAt: null, nextDueAt: null });
    const mail = w.store.sent[0]!;
    expect(mail.to).toBe('gast@example.test');
    const template = templateOf(mail) as Extract<MailTemplate, { kind: 'alert-confirm' }>;
    expect(template).toMatchObject({ kind: 'alert-confirm', siteName: 'Jobs default', search: 'Pflege', frequency: 'daily' });
    expect(template.link).toMatch(new RegExp(`^${ORIGIN}/alerts/confirm\\?token=1\\.[A-Za-z0-9_-]+$`));

    // Nothing is due before confirmation, however long we wait (and after a week it is gone).
    w.now.t += 6 * DAY;
    expect(await w.digests.execute({ site: 'default', limit: 10 })).toEqual({ sent: 0, empty: 0, expired: 0 });

    const token = decodeURIComponent(template.link.split('token=')[1]!);
    expect(await w.confirm.execute({ token })).toEqual({ ok: true, value: { alertId: '1' } });
    expect(await w.confirm.execute({ token })).toEqual({ ok: true, value: { alertId: '1' } }); // twice is fine
    expect(w.store.alerts[0]).toMatchObject({ confirmedAt: new Date(w.now.t), coveredUntil: new Date(w.now.t) });
  });

  it('a guest saving the same search again gets no second mail; too many pending alerts are refused', async () => {
    const w = world();
    const save = (query: string) => w.create.execute({ query, frequency: 'weekly', email: 'gast@example.test', origin: ORIGIN }, guest);
    await save('search=a');
    await save('search=a');
    expect(w.store.sent).toHaveLength(1);
    for (let i = 1; i < MAX_PENDING_ALERTS_PER_EMAIL; i++) await save(`search=b${i}`);
    expect(await save('search=one-too-many')).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    expect(w.store.sent).toHaveLength(MAX_PENDING_ALERTS_PER_EMAIL);
  });

  it('guests need a plausible address; unreadable searches are refused', async () => {
    const w = world();
    expect(await w.create.execute({ query: '', frequency: 'daily', email: 'nope', origin: ORIGIN }, guest)).toMatchObject({
      ok: false,
      code: 'INVALID_EMAIL',
    });
    expect(await w.create.execute({ query: 'x'.repeat(4001), frequency: 'daily', origin: ORIGIN }, anna)).toMatchObject({
      ok: false,
      code: 'INVALID_SEARCH',
    });
    expect(
      await w.create.execute({ query: '', frequency: 'daily', origin: ORIGIN }, ctx({ actor: userActor('7'), site: 'nowhere' })),
    ).toMatchObject({ ok: false, code: 'INVALID_SEARCH' });
  });

  it('an expired confirmation link, a forged one and an unsubscribe link do not confirm', async () => {
    const w = world();
    await w.create.execute({ query: '', frequency: 'daily', email: 'gast@example.test', origin: ORIGIN }, guest);
    expect(await w.confirm.execute({ token: alertTokenFor(signer, 'unsubscribe', '1') })).toMatchObject({
      ok: false,
      code: 'INVALID_TOKEN',
    });
    expect(
      await w.confirm.execute({ token: alertTokenFor(new HmacLinkSigner('another-secret-another-secret-another'), 'confirm', '1') }),
    ).toMatchObject({ ok: false });
    w.now.t += 7 * DAY;
    expect(await w.confirm.execute({ token: alertTokenFor(signer, 'confirm', '1') })).toMatchObject({ ok: false, code: 'INVALID_TOKEN' });
  });
});

describe('job alerts: managing', () => {
  it('only the owner changes or deletes an alert; anyone else gets NOT_FOUND', async () => {
    const w = world();
    await w.create.execute({ query: '', frequency: 'weekly', origin: ORIGIN }, anna);
    const ben = ctx({ actor: userActor('8', 'applicant') });
    expect(await w.update.execute({ id: '1', frequency: 'daily' }, ben)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await w.remove.execute({ id: '1' }, ben)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(await w.update.execute({ id: '1', frequency: 'daily' }, guest)).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await w.update.execute({ id: '1', frequency: 'daily' }, ctx({ actor: userActor('7'), site: 'suedwest' }))).toMatchObject({
      ok: false,
      code: 'NOT_FOUND',
    });
    w.now.t += 3 * DAY;
    expect(await w.update.execute({ id: '1', frequency: 'daily' }, anna)).toMatchObject({ ok: true, value: { frequency: 'daily' } });
    // covered since the start, daily now: due at once (not in the past, not a week later)
    expect(w.store.alerts[0]!.nextDueAt).toEqual(new Date(w.now.t));
    expect(await w.remove.execute({ id: '1' }, anna)).toEqual({ ok: true, value: { id: '1' } });
    expect(w.store.alerts).toHaveLength(0);
  });

  it('one-click unsubscribe deletes with the signed token alone, twice without error', async () => {
    const w = world();
    await w.create.execute({ query: '', frequency: 'daily', origin: ORIGIN }, anna);
    const token = alertTokenFor(signer, 'unsubscribe', '1');
    expect(await w.unsubscribe.execute({ token })).toEqual({ ok: true, value: { alertId: '1' } });
    expect(w.store.alerts).toHaveLength(0);
    expect(await w.unsubscribe.execute({ token })).toEqual({ ok: true, value: { alertId: '1' } });
    expect(await w.unsubscribe.execute({ token: alertTokenFor(signer, 'confirm', '1') })).toMatchObject({
      ok: false,
      code: 'INVALID_TOKEN',
    });
  });
});

describe('job alerts: digests', () => {
  it('mails the jobs published since the last look, once per due time, with links and the unsubscribe link', async () => {
    const w = world();
    await w.create.execute({ query: 'occupations=31', frequency: 'daily', origin: ORIGIN }, anna);
    // not due yet
    w.now.t += 23 * HOUR;
    expect(await w.digests.execute({ site: 'default', limit: 10 })).toEqual({ sent: 0, empty: 0, expired: 0 });
    w.publish(
      aJob({
        id: '2',
        title: 'Pflegefachkraft Nacht',
        slug: 'pflegefachkraft-nacht',
        occupations: [pflege],
        publishedAt: new Date(w.now.t - HOUR).toISOString(),
      }),
    );
    w.publish(aJob({ id: '3', title: 'Koch', publishedAt: new Date(w.now.t - HOUR).toISOString() })); // another search
    w.now.t += 2 * HOUR; // due now
    expect(await w.digests.execute({ site: 'default', limit: 10 })).toEqual({ sent: 1, empty: 0, expired: 0 });
    expect(await w.digests.execute({ site: 'default', limit: 10 })).toEqual({ sent: 0, empty: 0, expired: 0 });
    const mail = w.store.sent[0]!;
    expect(mail.to).toBe('anna@example.test');
    const digest = digestOf(templateOf(mail));
    expect(digest.jobs).toEqual([
      { title: 'Pflegefachkraft Nacht', organization: 'Muster GmbH', place: 'Stuttgart', link: `${ORIGIN}/job/pflegefachkraft-nacht` },
    ]);
    expect(digest.total).toBe(1);
    expect(digest.searchLink).toBe(`${ORIGIN}/jobs/pflege`);
    expect(digest.unsubscribeLink).toMatch(new RegExp(`^${ORIGIN}/alerts/unsubscribe\\?token=1\\.`));
    expect(digest.oneClickLink).toMatch(new RegExp(`^${ORIGIN}/api/alerts/unsubscribe\\?token=1\\.[^&]+&locale=de$`));
    // The first digest: there was no earlier mail to count from.
    expect(digest.first).toBe(true);
    const alert = w.store.alerts[0]!;
    expect(alert.lastSentAt).toEqual(new Date(w.now.t));
    expect(alert.coveredUntil).toEqual(new Date(w.now.t));
    expect(alert.nextDueAt).toEqual(new Date(START.getTime() + 2 * DAY));

    // next day: nothing new → no mail, but the next due time moves on
    w.now.t = START.getTime() + 2 * DAY;
    expect(await w.digests.execute({ site: 'default', limit: 10 })).toEqual({ sent: 0, empty: 1, expired: 0 });
    expect(w.store.sent).toHaveLength(1);
    expect(w.store.alerts[0]!.nextDueAt).toEqual(new Date(START.getTime() + 3 * DAY));

    // a later digest counts from the last mail
    w.publish(
      aJob({
        id: '4',
        title: 'Pflegehelfer',
        slug: 'pflegehelfer',
        occupations: [pflege],
        publishedAt: new Date(w.now.t + HOUR).toISOString(),
      }),
    );
    w.now.t = START.getTime() + 3 * DAY;
    expect(await w.digests.execute({ site: 'default', limit: 10 })).toEqual({ sent: 1, empty: 0, expired: 0 });
    expect(digestOf(templateOf(w.store.sent[1]!)).first).toBe(false);
  });

  it('never mails an unverified account address; deletes unconfirmed guest alerts after a week', async () => {
    const w = world();
    w.store.users.set('9', { email: 'unverified@example.test', verified: false });
    await w.create.execute({ query: '', frequency: 'daily', origin: ORIGIN }, ctx({ actor: userActor('9', 'applicant') }));
    await w.create.execute({ query: '', frequency: 'daily', email: 'gast@example.test', origin: ORIGIN }, guest);
    w.publish(aJob({ id: '2', publishedAt: new Date(START.getTime() + HOUR).toISOString() }));
    w.now.t += 8 * DAY;
    expect(await w.digests.execute({ site: 'default', limit: 10 })).toEqual({ sent: 0, empty: 1, expired: 1 });
    expect(w.store.sent.filter((m) => templateOf(m).kind === 'alert-digest')).toHaveLength(0);
  });

  it('two runners at the same time never mail the same alert twice', async () => {
    const w = world();
    for (let i = 0; i < 6; i++)
      await w.create.execute(
        { query: `search=${i === 0 ? '' : 'Pflegekraft'}&radius=${i}`, frequency: 'daily', origin: ORIGIN },
        ctx({ actor: userActor(String(100 + i), 'applicant') }),
      );
    for (let i = 0; i < 6; i++) w.store.users.set(String(100 + i), { email: `u${i}@example.test`, verified: true });
    w.publish(aJob({ id: '2', title: 'Pflegekraft', publishedAt: new Date(START.getTime() + HOUR).toISOString() }));
    w.now.t += DAY;
    const reports = await Promise.all([
      w.digests.execute({ site: 'default', limit: 10 }),
      w.digests.execute({ site: 'default', limit: 10 }),
    ]);
    expect(reports.reduce((n, r) => n + r.sent + r.empty, 0)).toBe(w.store.alerts.length);
    expect(new Set(w.store.sent.map((m) => m.to)).size).toBe(w.store.sent.length);
  });
});
