import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { ConsentAdminGateway } from '../../../src/application/board/consent-admin/consent-admin-gateway.port';
import type { ConsentGateway } from '../../../src/application/board/consent/consent-gateway.port';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom } from '../../../src/infrastructure/di/container';
import consentDe from '../../../src/infrastructure/i18n/messages/consent-admin/de.json';
import consentEn from '../../../src/infrastructure/i18n/messages/consent-admin/en-GB.json';
import consentFr from '../../../src/infrastructure/i18n/messages/consent-admin/fr.json';
import { handleConsentAdminApi } from '../../../src/ui/server/consent-admin/consent-admin-endpoints.server';
import { formPost } from '../support/form-posts';
import type { TestDatabase } from '../support/test-database';
import { type ConsentDeskFixture, SITE, startConsentDesk } from './consent-desk-fixture';

const NEWSLETTER = { type: 'NEWSLETTER', placement: 'NEWSLETTER' };

/** Switching consent infos off and on from the console: board desk and form → /graphql → PostgreSQL, and what visitors are asked. */
describe('consent infos: activation on PostgreSQL', () => {
  let fixture: ConsentDeskFixture;
  let db: TestDatabase;
  let board: Board;
  let desk: ConsentAdminGateway;
  let consent: ConsentGateway;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let otherSiteAdmin: BoardContext;
  let jobEditor: BoardContext;
  let guest: BoardContext;
  let termsId: string;
  let newsletterId: string;
  const count = async (sql: string) => Number((await db.pool.query(sql)).rows[0].n);

  beforeAll(async () => {
    fixture = await startConsentDesk();
    ({ db, desk, consent, administrator, siteAdmin, otherSiteAdmin, jobEditor, guest } = fixture);
    board = boardFrom(fixture.container);
    termsId = await fixture.addInfo('PRIVACY_POLICY', 'REGISTRATION', null);
    newsletterId = await fixture.addInfo(NEWSLETTER.type, NEWSLETTER.placement, [SITE]);
  });
  afterAll(() => fixture.close());

  it('a deactivated info is no longer shown nor asked for; activated again it is, each switch logged with before and after', async () => {
    expect((await consent.infos(NEWSLETTER, guest)).map((i) => i.id)).toEqual([newsletterId]);
    expect(await desk.setActive({ infoId: newsletterId, active: false }, siteAdmin)).toEqual({ active: false, errors: [] });
    expect(await consent.infos(NEWSLETTER, guest)).toEqual([]);
    expect((await desk.texts(siteAdmin)).infos.find((i) => i.id === newsletterId)).toMatchObject({ active: false });

    expect(await desk.setActive({ infoId: newsletterId, active: true }, administrator)).toEqual({ active: true, errors: [] });
    expect((await consent.infos(NEWSLETTER, guest)).map((i) => i.id)).toEqual([newsletterId]);
    const { rows } = await db.pool.query(
      `select site, action, before, after from staff_actions where target_type = 'consent_info' and target_id = $1 order by id`,
      [newsletterId],
    );
    expect(rows).toEqual([
      { site: SITE, action: 'consent.deactivate', before: { active: true }, after: { active: false } },
      { site: SITE, action: 'consent.activate', before: { active: false }, after: { active: true } },
    ]);
  });

  it('the terms dialog’s info of sites with terms cannot be switched off, with a message in each language; nothing is written', async () => {
    const actions = await count('select count(*) as n from staff_actions');
    expect(await desk.setActive({ infoId: termsId, active: false }, administrator)).toEqual({
      active: null,
      errors: ['TERMS_INFO_REQUIRED'],
    });
    const response = await handleConsentAdminApi(
      formPost(
        board,
        '/api/consent-admin/activation',
        { locale: 'fr', infoId: termsId, active: 'false' },
        { session: administrator.token! },
      ),
      'activation',
      board,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/fr/admin/consent?info=${termsId}&error=TERMS_INFO_REQUIRED#info-${termsId}`);
    const words = [consentDe, consentEn, consentFr].map((m) => m.consentAdmin.errors.TERMS_INFO_REQUIRED);
    expect(new Set(words).size).toBe(3);
    expect(await count('select count(*) as n from consent_infos where active')).toBe(2);
    expect(await count('select count(*) as n from staff_actions')).toBe(actions);
  });

  it('the plain form switches an info off and lands on it with the notice', async () => {
    const response = await handleConsentAdminApi(
      formPost(
        board,
        '/api/consent-admin/activation',
        { locale: 'de', infoId: newsletterId, active: 'false' },
        { session: siteAdmin.token! },
      ),
      'activation',
      board,
    );
    expect(response.headers.get('location')).toBe(`/de/admin/consent?notice=deactivated#info-${newsletterId}`);
    expect(await consent.infos(NEWSLETTER, guest)).toEqual([]);
    await desk.setActive({ infoId: newsletterId, active: true }, siteAdmin);
  });

  it('another site’s admin and a job editor are refused, a site admin may not switch every-site infos, a guest signs in', async () => {
    const actions = await count('select count(*) as n from staff_actions');
    expect((await desk.setActive({ infoId: newsletterId, active: false }, otherSiteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.setActive({ infoId: newsletterId, active: false }, jobEditor)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.setActive({ infoId: termsId, active: true }, siteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.setActive({ infoId: newsletterId, active: false }, guest)).errors).toEqual(['UNAUTHENTICATED']);
    expect((await desk.setActive({ infoId: '999999', active: false }, administrator)).errors).toEqual(['NOT_FOUND']);
    expect(await count('select count(*) as n from consent_infos where active')).toBe(2);
    expect(await count('select count(*) as n from staff_actions')).toBe(actions);
  });
});
