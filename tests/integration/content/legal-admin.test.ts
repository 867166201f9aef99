import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { ConsentGateway } from '../../../src/application/board/consent/consent-gateway.port';
import type { LegalAdminGateway, LegalVersionInput } from '../../../src/application/board/legal-admin/legal-admin-gateway.port';
import type { Clock } from '../../../src/application/shared/clock.port';
import type { Board } from '../../../src/infrastructure/di/board';
import { CONSENT } from '../../../src/infrastructure/di/consent.module';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { LEGAL_ADMIN } from '../../../src/infrastructure/di/legal-admin.module';
import { T } from '../../../src/infrastructure/di/tokens';
import legalDe from '../../../src/infrastructure/i18n/messages/legal-admin/de.json';
import legalEn from '../../../src/infrastructure/i18n/messages/legal-admin/en-GB.json';
import legalFr from '../../../src/infrastructure/i18n/messages/legal-admin/fr.json';
import { handleLegalAdminApi } from '../../../src/ui/server/legal-admin/legal-admin-endpoints.server';
import { insertUser } from '../support/fixtures';
import { formPost } from '../support/form-posts';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SITE = 'suedwest';
const DAY = 86_400_000;
const TERMS = { type: 'PRIVACY_POLICY', placement: 'REGISTRATION' };

/**
 * Legal pages published from the console, end to end: the board's desk and form endpoint → Apollo →
 * /graphql → PostgreSQL, and what the board's legal pages and terms dialog make of them. The platform's
 * clock is moved forward a day to reach a version's date.
 */
describe('legal pages staff console on PostgreSQL', () => {
  let db: TestDatabase;
  let filesDir: string;
  let container: ReturnType<typeof buildContainer>;
  let board: Board;
  let desk: LegalAdminGateway;
  let consent: ConsentGateway;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let otherSiteAdmin: BoardContext;
  let jobEditor: BoardContext;
  let applicant: BoardContext;
  let termsInfoId: string;
  let offset = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offset) };
  const guest: BoardContext = { site: SITE, locale: 'de' };
  /** The UTC day `n` days from the real today. */
  const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
  const count = async (table: string) => Number((await db.pool.query(`select count(*) as n from ${table}`)).rows[0].n);
  const version = (over: Partial<LegalVersionInput>): LegalVersionInput => ({
    page: 'imprint',
    locale: 'de',
    version: day(1),
    html: '<p>Impressum</p>',
    ...over,
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    const as = async (email: string, roles: Array<[string, string | null]>): Promise<BoardContext> => {
      await insertUser(db.pool, { email, roles });
      return { ...guest, token: (await signIn(db.pool, email, 30 * DAY)).token };
    };
    administrator = await as('admin@example.test', [['administrator', null]]);
    siteAdmin = await as('suedwest-admin@example.test', [['site_admin', SITE]]);
    otherSiteAdmin = await as('karriere-admin@example.test', [['site_admin', 'karriere']]);
    jobEditor = await as('redaktion@example.test', [['job_editor', null]]);
    applicant = await as('anna@example.test', []);
    const { rows } = await db.pool.query<{ id: string }>(
      'insert into consent_infos (type, placement, sites) values ($1, $2, null) returning id::text',
      [TERMS.type, TERMS.placement],
    );
    termsInfoId = rows[0]!.id;
    await db.pool.query(
      `insert into consent_info_revisions (info_id, texts, effective_at) values ($1, '{"de":"<p>AGB akzeptieren</p>"}', now() - interval '7 days')`,
      [termsInfoId],
    );
    filesDir = await mkdtemp(join(tmpdir(), 'legal-admin-'));
    container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
    container.rebind(T.Clock).toConstantValue(clock);
    board = boardFrom(container);
    desk = container.get(LEGAL_ADMIN.Gateway);
    consent = container.get(CONSENT.ConsentGateway);
  });
  beforeEach(() => {
    offset = 0;
  });
  afterAll(async () => {
    await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('a new imprint shows on the board’s /en/imprint from its date on, not before, sanitized; the file’s version before it', async () => {
    const tomorrow = day(1);
    const german = await desk.publish(
      version({ html: '<h2>Impressum</h2><p onclick="x()">Betrieben von {{site}}</p><script>alert(1)</script>' }),
      siteAdmin,
    );
    expect(german).toEqual({ version: tomorrow, errors: [], fieldErrors: [] });
    const english = await desk.publish(version({ locale: 'en-GB', html: '<h2>Imprint</h2><p>Run by {{site}}</p>' }), siteAdmin);
    expect(english.errors).toEqual([]);

    const english404 = { site: SITE, locale: 'en-GB' } as const;
    expect(await board.showLegalDocument.execute({ page: 'imprint' }, english404)).toMatchObject({
      version: '2026-01-01',
      locale: 'en-GB',
    });

    offset = DAY;
    const shown = await board.showLegalDocument.execute({ page: 'imprint' }, english404);
    expect(shown).toMatchObject({ version: tomorrow, locale: 'en-GB' });
    expect(shown!.html).toBe('<h2>Imprint</h2><p>Run by Jobs im Südwesten</p>');
    const german2 = await board.showLegalDocument.execute({ page: 'imprint' }, { site: SITE, locale: 'de' });
    expect(german2!.html).toContain('Betrieben von Jobs im Südwesten');
    expect(german2!.html).not.toMatch(/script|onclick|alert/);
    // French has no wording of the new version: the page shows the German one.
    expect(await board.showLegalDocument.execute({ page: 'imprint' }, { site: SITE, locale: 'fr' })).toMatchObject({
      version: tomorrow,
      locale: 'de',
    });

    // The console lists the versions newest first, the file's one below, and the log has the entry with the wording before.
    offset = 0;
    const listed = (await desk.pages(siteAdmin)).pages.find((p) => p.page === 'imprint' && p.locale === 'en-GB')!;
    expect(listed.currentVersion).toBe('2026-01-01');
    expect(listed.versions.map((v) => v.version)).toEqual([tomorrow, '2026-01-01']);
    const { rows } = await db.pool.query(
      `select site, target_id, before->>'version' as before, after->>'version' as after from staff_actions where action = 'legal.publish' order by id`,
    );
    expect(rows).toEqual([
      { site: SITE, target_id: 'imprint/de', before: '2026-01-01', after: tomorrow },
      { site: SITE, target_id: 'imprint/en-GB', before: '2026-01-01', after: tomorrow },
    ]);
  });

  it('a date before the newest version, in the past or no day is refused, named on its field, and nothing is written', async () => {
    const versions = await count('legal_document_versions');
    const actions = await count('staff_actions');
    expect(await desk.publish(version({ version: day(0) }), administrator)).toEqual({
      version: null,
      errors: ['INVALID'],
      fieldErrors: ['version:OLDER_THAN_NEWEST'],
    });
    expect((await desk.publish(version({ page: 'cookies', version: '2020-01-01' }), administrator)).fieldErrors).toEqual([
      'version:DATE_IN_PAST',
    ]);
    expect((await desk.publish(version({ page: 'cookies', version: '2099-02-30' }), administrator)).fieldErrors).toEqual([
      'version:INVALID_DATE',
    ]);
    expect((await desk.publish(version({ page: 'cookies', html: '<script>x</script>' }), administrator)).fieldErrors).toEqual([
      'html:TEXT_REQUIRED',
    ]);
    expect((await desk.publish(version({ page: 'cookies', locale: 'fr', version: day(3) }), administrator)).fieldErrors).toEqual([
      'locale:GERMAN_FIRST',
    ]);
    expect((await desk.publish(version({ page: 'about' }), administrator)).errors).toEqual(['NOT_FOUND']);
    expect(await count('legal_document_versions')).toBe(versions);
    expect(await count('staff_actions')).toBe(actions);
  });

  it('the plain form comes back refused with the date typed and the problem named, in each language’s words', async () => {
    const before = await count('legal_document_versions');
    const response = await handleLegalAdminApi(
      formPost(
        board,
        '/api/legal-admin/publish',
        { locale: 'en-GB', page: 'imprint', language: 'de', version: day(0), html: '<p>Zu früh</p>' },
        {
          session: siteAdmin.token!,
        },
      ),
      'publish',
      board,
    );
    expect(response.status).toBe(303);
    const landing = new URL(response.headers.get('location')!, 'http://localhost');
    expect(landing.pathname).toBe('/en/admin/content/legal');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      page: 'imprint',
      language: 'de',
      error: 'INVALID',
      fieldErrors: 'version:OLDER_THAN_NEWEST',
    });
    expect(landing.hash).toBe('#legal-imprint-de');
    const typed = decodeURIComponent(response.headers.get('set-cookie') ?? '');
    expect(typed).toContain('jb_typed_legal-version=');
    expect(typed).toContain(day(0));
    expect(typed).toContain('<p>Zu früh</p>');
    expect(await count('legal_document_versions')).toBe(before);
    const words = [legalDe, legalEn, legalFr].map((m) => m.legalAdmin.errors.OLDER_THAN_NEWEST);
    expect(new Set(words).size).toBe(3);

    const published = await handleLegalAdminApi(
      formPost(
        board,
        '/api/legal-admin/publish',
        { locale: 'de', page: 'cookies', language: 'de', version: day(2), html: '<p>Cookies</p>' },
        {
          session: siteAdmin.token!,
        },
      ),
      'publish',
      board,
    );
    expect(published.headers.get('location')).toBe('/de/admin/content/legal?notice=published#legal-cookies-de');
  });

  it('a new terms version asks a signed-in user again once its day comes', async () => {
    expect((await consent.acceptTerms({ mail: 'anna@example.test', infoId: termsInfoId }, applicant)).errors).toEqual([]);
    expect(await consent.latest(TERMS, applicant)).not.toBeNull();
    expect((await desk.publish(version({ page: 'terms', html: '<p>Neue Nutzungsbedingungen</p>' }), administrator)).errors).toEqual([]);
    // Announced, not yet in force: the acceptance still counts.
    expect(await consent.latest(TERMS, applicant)).not.toBeNull();

    offset = DAY;
    expect(await consent.latest(TERMS, applicant)).toBeNull();
    const notice = await board.checkLatestTerms.execute({ latestTermsFeature: true }, applicant);
    expect(notice).toMatchObject({ kind: 'ask', infoId: termsInfoId });
    expect((await consent.acceptTerms({ mail: 'anna@example.test', infoId: termsInfoId }, applicant)).errors).toEqual([]);
    expect(await consent.latest(TERMS, applicant)).not.toBeNull();
  });

  it('another site’s admin, a job editor and an applicant are refused, a guest is told to sign in; nothing is written', async () => {
    const before = await count('legal_document_versions');
    for (const refused of [otherSiteAdmin, jobEditor, applicant]) {
      expect((await desk.publish(version({ version: day(5) }), refused)).errors).toEqual(['FORBIDDEN']);
      expect((await desk.pages(refused)).errors).toEqual(['FORBIDDEN']);
    }
    expect((await desk.publish(version({ version: day(5) }), guest)).errors).toEqual(['UNAUTHENTICATED']);
    expect((await desk.pages(guest)).errors).toEqual(['UNAUTHENTICATED']);
    expect(await count('legal_document_versions')).toBe(before);
  });
});
