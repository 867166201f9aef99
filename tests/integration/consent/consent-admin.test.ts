import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { ConsentAdminGateway, ConsentRevisionInput } from '../../../src/application/board/consent-admin/consent-admin-gateway.port';
import type { ConsentGateway } from '../../../src/application/board/consent/consent-gateway.port';
import type { TestDatabase } from '../support/test-database';
import { type ConsentDeskFixture, SITE, startConsentDesk } from './consent-desk-fixture';

const TERMS = { type: 'PRIVACY_POLICY', placement: 'REGISTRATION' };

/** The consent texts' staff console through the board's gateway: Apollo → /graphql in process → PostgreSQL. */
describe('consent texts staff console on PostgreSQL (ApolloConsentAdminGateway)', () => {
  let fixture: ConsentDeskFixture;
  let db: TestDatabase;
  let desk: ConsentAdminGateway;
  let consent: ConsentGateway;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let otherSiteAdmin: BoardContext;
  let jobEditor: BoardContext;
  let applicant: BoardContext;
  let guest: BoardContext;
  let termsId: string;
  let siteInfoId: string;
  let otherSiteInfoId: string;
  const count = async (sql: string, params: unknown[] = []) => Number((await db.pool.query(sql, params)).rows[0].n);
  const revision = (infoId: string, over: Partial<ConsentRevisionInput> = {}): ConsentRevisionInput => ({
    infoId,
    textDe: '<p>Neue Fassung</p>',
    textEn: '',
    textFr: '',
    effectiveAt: null,
    ...over,
  });

  beforeAll(async () => {
    fixture = await startConsentDesk();
    ({ db, desk, consent, administrator, siteAdmin, otherSiteAdmin, jobEditor, applicant, guest } = fixture);
    termsId = await fixture.addInfo(TERMS.type, TERMS.placement, null);
    siteInfoId = await fixture.addInfo('NEWSLETTER', 'NEWSLETTER', [SITE]);
    otherSiteInfoId = await fixture.addInfo('NEWSLETTER', 'NEWSLETTER', ['karriere']);
  });
  afterAll(() => fixture.close());

  it('a new terms wording asks every signed-in user again: hasTheLatestConsent answers null until they accept it', async () => {
    expect((await consent.acceptTerms({ mail: 'anna@example.test', infoId: termsId }, applicant)).errors).toEqual([]);
    expect(await consent.latest(TERMS, applicant)).not.toBeNull();

    const published = await desk.publishRevision(
      revision(termsId, { textDe: '<p>Neue AGB</p><script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">hier</a>' }),
      administrator,
    );
    expect(published.errors).toEqual([]);
    // Sanitized before it is stored: no script, no handler, no javascript: link.
    expect(published.revision!.textDe).toContain('<p>Neue AGB</p>');
    expect(published.revision!.textDe).not.toMatch(/script|onclick|javascript:/);

    expect(await consent.latest(TERMS, applicant)).toBeNull();
    expect((await consent.infos(TERMS, applicant))[0]?.text).toContain('Neue AGB');
    expect((await consent.acceptTerms({ mail: 'anna@example.test', infoId: termsId }, applicant)).errors).toEqual([]);
    expect(await consent.latest(TERMS, applicant)).toMatchObject({ infoId: termsId, infoRevisionId: published.revision!.id });

    // The list shows the new wording in force, and the staff action log has it with the wording before.
    const listed = (await desk.texts(administrator)).infos.find((i) => i.id === termsId);
    expect(listed).toMatchObject({ editable: true, currentRevisionId: published.revision!.id, sites: null });
    expect(listed!.revisions).toHaveLength(2);
    const { rows } = await db.pool.query(
      `select site, before->'texts'->>'de' as before, after->>'revisionId' as after from staff_actions where action = 'consent.revise' and target_id = $1`,
      [termsId],
    );
    expect(rows).toEqual([{ site: null, before: '<p>Erste Fassung</p>', after: published.revision!.id }]);
  });

  it('a wording dated later is stored but the one in force stays until then', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const published = await desk.publishRevision(revision(siteInfoId, { textDe: '<p>Ab morgen</p>', effectiveAt: later }), siteAdmin);
    expect(published.errors).toEqual([]);
    const listed = (await desk.texts(siteAdmin)).infos.find((i) => i.id === siteInfoId)!;
    expect(listed.revisions.map((r) => r.textDe)).toEqual(['<p>Erste Fassung</p>', '<p>Ab morgen</p>']);
    expect(listed.currentRevisionId).toBe(listed.revisions[0]!.id);
  });

  it('bad input writes nothing and names the field: no German text, a date in the past or unreadable', async () => {
    const before = await count('select count(*) as n from consent_info_revisions');
    const actions = await count('select count(*) as n from staff_actions');
    expect(await desk.publishRevision(revision(siteInfoId, { textDe: '<p> </p><script>x</script>' }), administrator)).toEqual({
      revision: null,
      errors: ['INVALID'],
      fieldErrors: ['textDe:TEXT_REQUIRED'],
    });
    expect((await desk.publishRevision(revision(siteInfoId, { effectiveAt: '2020-01-01T00:00:00Z' }), administrator)).fieldErrors).toEqual([
      'effectiveAt:DATE_IN_PAST',
    ]);
    expect((await desk.publishRevision(revision(siteInfoId, { effectiveAt: 'soon' }), administrator)).fieldErrors).toEqual([
      'effectiveAt:INVALID_DATE',
    ]);
    expect(
      (await desk.publishRevision(revision(siteInfoId, { textFr: `<p>${'x'.repeat(20_001)}</p>` }), administrator)).fieldErrors,
    ).toEqual(['textFr:TEXT_TOO_LONG']);
    expect(await count('select count(*) as n from consent_info_revisions')).toBe(before);
    expect(await count('select count(*) as n from staff_actions')).toBe(actions);
  });

  it('a site admin rewords its site’s infos only; every-site infos and other sites’ are refused, job editors and guests too', async () => {
    const before = await count('select count(*) as n from consent_info_revisions');
    const listed = await desk.texts(siteAdmin);
    expect(listed.errors).toEqual([]);
    // It sees what its visitors agree to, but not another site's infos.
    expect(listed.infos.map((i) => [i.id, i.editable])).toEqual([
      [termsId, false],
      [siteInfoId, true],
    ]);
    expect((await desk.publishRevision(revision(termsId), siteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.publishRevision(revision(otherSiteInfoId), siteAdmin)).errors).toEqual(['NOT_FOUND']);
    expect((await desk.publishRevision(revision(otherSiteInfoId), administrator)).errors).toEqual(['NOT_FOUND']);
    expect((await desk.publishRevision(revision(siteInfoId), otherSiteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.publishRevision(revision(siteInfoId), jobEditor)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.publishRevision(revision(siteInfoId), applicant)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.publishRevision(revision(siteInfoId), guest)).errors).toEqual(['UNAUTHENTICATED']);
    expect((await desk.texts(otherSiteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.texts(jobEditor)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.texts(guest)).errors).toEqual(['UNAUTHENTICATED']);
    expect(await count('select count(*) as n from consent_info_revisions')).toBe(before);
  });
});
