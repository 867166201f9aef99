import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { RESUME_ALERTS } from '../../../src/infrastructure/di/resume-alerts.module';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { insertRecruiter, insertResume } from './recruiting-support';

const SITE = 'suedwest';

/** Resume alerts end to end: board use cases → Apollo → /graphql → platform use cases → PostgreSQL, and the workers' digest runs. */
describe('resume alerts (board → platform → PostgreSQL, digest workers)', () => {
  let db: TestDatabase;
  let board: Board;
  let workers: ReturnType<typeof buildContainer>[];
  const as = (token: string): BoardContext => ({ site: SITE, locale: 'de', token });
  const alertCount = async (organizationId: string) =>
    Number(
      (await db.pool.query<{ n: string }>('select count(*)::text as n from resume_alerts where organization_id = $1', [organizationId]))
        .rows[0]!.n,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    const container = buildContainer({ site: SITE, databaseUrl: db.url, production: true });
    board = boardFrom(container);
    // Two workers of the site, each with its own pool: they claim due alerts side by side.
    workers = [container, buildContainer({ site: SITE, databaseUrl: db.url, production: true })];
  });
  afterAll(async () => {
    await db.drop();
  });

  it('saves the search with an interval, lists it for the organization only; another organization’s id is not found and changes nothing', async () => {
    const a = await insertRecruiter(db.pool, 'Alarm Klinik');
    const b = await insertRecruiter(db.pool, 'Fremde Klinik');
    const saved = await board.saveResumeSearchAlert.execute(
      { search: { keywords: 'Pflege', careerStatus: ['professional'], languages: ['de'] }, interval: 604_800, origin: null },
      as(a.token),
    );
    expect(saved).toMatchObject({
      ok: true,
      alert: { keywords: 'Pflege', careerStatus: ['professional'], languages: ['de'], interval: 604_800 },
    });
    const id = saved.ok ? saved.alert!.id : '';
    expect((await board.showResumeAlerts.execute(as(a.token)))?.map((x) => x.id)).toEqual([id]);
    expect(await board.showResumeAlerts.execute(as(b.token))).toEqual([]);

    expect(await board.showResumeAlert.execute({ id }, as(b.token))).toBeNull();
    expect(await board.changeResumeAlert.interval({ id, interval: 86_400 }, as(b.token))).toEqual({
      ok: false,
      errors: [{ field: null, code: 'NOT_FOUND' }],
    });
    expect((await board.changeResumeAlert.delete({ id }, as(b.token))).ok).toBe(false);
    expect((await board.showResumeAlert.execute({ id }, as(a.token)))?.interval).toBe(604_800);

    const changed = await board.changeResumeAlert.interval({ id, interval: -1 }, as(a.token));
    expect(changed).toMatchObject({ ok: true, alert: { interval: -1, nextDueAt: null } });
    expect((await board.changeResumeAlert.delete({ id }, as(a.token))).ok).toBe(true);
    expect(await board.showResumeAlert.execute({ id }, as(a.token))).toBeNull();
  });

  it('refuses an unknown interval, an unknown facet value and a non-recruiter, and writes nothing', async () => {
    const a = await insertRecruiter(db.pool, 'Strenge Klinik');
    const lea = await insertResume(db.pool, { visibility: 'anonymous', title: 'Keine Recruiterin' });
    expect(await board.saveResumeSearchAlert.execute({ search: { keywords: 'x' }, interval: 3600, origin: null }, as(a.token))).toEqual({
      ok: false,
      errors: [{ field: 'intervalSeconds', code: 'UNKNOWN_INTERVAL' }],
    });
    expect(
      await board.saveResumeSearchAlert.execute({ search: { languages: ['xx'] }, interval: 86_400, origin: null }, as(a.token)),
    ).toEqual({ ok: false, errors: [{ field: 'languages', code: 'UNKNOWN_VALUE' }] });
    expect(
      await board.saveResumeSearchAlert.execute({ search: { occupations: ['999999999'] }, interval: 86_400, origin: null }, as(a.token)),
    ).toEqual({ ok: false, errors: [{ field: 'occupations', code: 'UNKNOWN_VALUE' }] });
    expect(await alertCount(a.organizationId)).toBe(0);
    const applicant = (await signIn(db.pool, lea.email)).token;
    expect(await board.saveResumeSearchAlert.execute({ search: {}, interval: 86_400, origin: null }, as(applicant))).toEqual({
      ok: false,
      errors: [{ field: null, code: 'FORBIDDEN' }],
    });
    expect(await board.showResumeAlerts.execute(as(applicant))).toBeNull();
    // A guest may be a recruiter who is not signed in: told to sign in, not refused.
    expect(await board.saveResumeSearchAlert.execute({ search: {}, interval: 86_400, origin: null }, { site: SITE, locale: 'de' })).toEqual(
      {
        ok: false,
        errors: [{ field: null, code: 'UNAUTHENTICATED' }],
      },
    );
    expect(await alertCount(a.organizationId)).toBe(0);
  });

  it('a due digest mails only resumes listed since the last one that the organization may see, once with two workers, then waits a period', async () => {
    const a = await insertRecruiter(db.pool, 'Digest Klinik');
    const { rows: who } = await db.pool.query<{ email: string }>('select email from users where id = $1', [a.userId]);
    const recipient = who[0]!.email;
    const word = `Stationsleitung${Date.now().toString(36)}`;
    const before = await insertResume(db.pool, { visibility: 'anonymous', title: `${word} Alt` });
    const saved = await board.saveResumeSearchAlert.execute({ search: { keywords: word }, interval: 86_400, origin: null }, as(a.token));
    expect(saved.ok).toBe(true);
    const id = saved.ok ? saved.alert!.id : '';
    // The resume that existed when the alert was saved counts as seen.
    await db.pool.query(`update resume_search_index set listed_at = now() - interval '1 hour' where user_id = $1`, [before.userId]);
    await db.pool.query(`update resume_alerts set covered_until = now() - interval '1 minute' where id = $1`, [id]);

    const fresh = await insertResume(db.pool, { visibility: 'anonymous', title: `${word} Neu` });
    await insertResume(db.pool, { visibility: 'hidden', title: `${word} Versteckt` });
    await insertResume(db.pool, { visibility: 'full', title: `${word} Gesperrt`, blocked: [a.organizationId] });
    await insertResume(db.pool, { visibility: 'anonymous', title: 'Ganz anderer Beruf' });

    // Not due yet: nothing happens.
    const run = (w: ReturnType<typeof buildContainer>) => w.get(RESUME_ALERTS.RunDigests).execute({ site: SITE, limit: 10 });
    expect(await run(workers[0]!)).toEqual({ sent: 0, empty: 0 });

    await db.pool.query(`update resume_alerts set next_due_at = now() - interval '1 second' where id = $1`, [id]);
    const reports = await Promise.all(workers.map(run));
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(1);

    const { rows: mails } = await db.pool.query<{ subject: string; text_body: string; html_body: string }>(
      'select subject, text_body, html_body from mail_outbox where recipient = $1',
      [recipient],
    );
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text_body;
    expect(text).toContain(`${word} Neu`);
    expect(text).toContain(`/bewerbersuche/${fresh.publicId}`);
    for (const absent of [`${word} Alt`, `${word} Versteckt`, `${word} Gesperrt`, 'Ganz anderer Beruf', 'Roth', '123456'])
      expect(text).not.toContain(absent);
    expect(text).toContain(`/resume-alert/edit/${id}`);
    const token = /resume-alert\/unsubscribe\?token=([^\s]+)/.exec(text)?.[1];
    expect(token).toBeTruthy();

    const { rows: after } = await db.pool.query<{ due: Date; covered: Date }>(
      'select next_due_at as due, covered_until as covered from resume_alerts where id = $1',
      [id],
    );
    expect(after[0]!.due.getTime()).toBeGreaterThan(Date.now() + 86_400_000 - 120_000);
    // Run again at once: not due, no second mail.
    await Promise.all(workers.map(run));
    expect((await db.pool.query('select 1 from mail_outbox where recipient = $1', [recipient])).rowCount).toBe(1);

    // The unsubscribe link stops the digests; a forged token does nothing.
    expect(await board.unsubscribeResumeAlert.execute({ token: `${id}.${'x'.repeat(43)}` }, { site: SITE, locale: 'de' })).toBe(
      'INVALID_TOKEN',
    );
    expect(await board.unsubscribeResumeAlert.execute({ token: decodeURIComponent(token!) }, { site: SITE, locale: 'de' })).toBe(
      'UNSUBSCRIBED',
    );
    expect((await board.showResumeAlert.execute({ id }, as(a.token)))?.interval).toBe(-1);
  });
  it('an alert keeps the place and radius of its search, and its digest mails only resumes within the radius', async () => {
    const a = await insertRecruiter(db.pool, 'Umkreis Klinik');
    const { rows: who } = await db.pool.query<{ email: string }>('select email from users where id = $1', [a.userId]);
    const recipient = who[0]!.email;
    const word = `Praxisanleitung${Date.now().toString(36)}`;
    const freiburg = { label: 'Freiburg im Breisgau', lat: 47.9959, lon: 7.85222, locationType: 'locality', country: 'DE' };
    const saved = await board.saveResumeSearchAlert.execute(
      {
        search: { keywords: word, place: { ...freiburg, administrativeArea: 'Baden-Württemberg', radius: 25 } },
        interval: 86_400,
        origin: null,
      },
      as(a.token),
    );
    expect(saved).toMatchObject({ ok: true, alert: { place: { label: 'Freiburg im Breisgau', locationType: 'locality' }, radiusKm: 25 } });
    const id = saved.ok ? saved.alert!.id : '';
    // What the edit page reads back: the place and radius as saved.
    expect(await board.showResumeAlert.execute({ id }, as(a.token))).toMatchObject({
      place: { label: 'Freiburg im Breisgau', lat: 47.9959, lon: 7.85222, country: 'DE', administrativeArea: 'Baden-Württemberg' },
      radiusKm: 25,
    });
    // A bare label (not a picked place) is refused, not saved as "anywhere".
    const bare = await board.saveResumeSearchAlert.execute(
      { search: { keywords: word, place: { label: 'Freiburg' } }, interval: 86_400, origin: null },
      as(a.token),
    );
    expect(bare.ok).toBe(false);
    await db.pool.query(`update resume_alerts set covered_until = now() - interval '1 minute' where id = $1`, [id]);

    // Where the place locator would put their owners' desired towns: Emmendingen ≈ 14 km from Freiburg, Stuttgart ≈ 135 km.
    const at = async (town: string, lon: number, lat: number) => {
      const r = await insertResume(db.pool, { visibility: 'anonymous', title: `${word} ${town}` });
      await db.pool.query(
        `update resume_search_index set located_location = desired_location, pt = point($2, $3), country_code = 'DE',
                administrative_area = 'Baden-Württemberg' where user_id = $1`,
        [r.userId, lon, lat],
      );
      return r;
    };
    const near = await at('Emmendingen', 7.84904, 48.12198);
    await at('Stuttgart', 9.17702, 48.78232);

    await db.pool.query(`update resume_alerts set next_due_at = now() - interval '1 second' where id = $1`, [id]);
    const reports = await Promise.all(workers.map((w) => w.get(RESUME_ALERTS.RunDigests).execute({ site: SITE, limit: 10 })));
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(1);
    const { rows: mails } = await db.pool.query<{ text_body: string }>('select text_body from mail_outbox where recipient = $1', [
      recipient,
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`${word} Emmendingen`);
    expect(mails[0]!.text_body).toContain(near.publicId);
    expect(mails[0]!.text_body).not.toContain(`${word} Stuttgart`);
  });
});
