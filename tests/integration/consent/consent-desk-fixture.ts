import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { ConsentAdminGateway } from '../../../src/application/board/consent-admin/consent-admin-gateway.port';
import type { ConsentGateway } from '../../../src/application/board/consent/consent-gateway.port';
import { CONSENT_ADMIN } from '../../../src/infrastructure/di/consent-admin.module';
import { CONSENT } from '../../../src/infrastructure/di/consent.module';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

export const SITE = 'suedwest';

/** One database, the board's container in production shape, and the people the consent desk's tests act as. */
export interface ConsentDeskFixture {
  readonly db: TestDatabase;
  readonly container: ReturnType<typeof buildContainer>;
  readonly desk: ConsentAdminGateway;
  readonly consent: ConsentGateway;
  readonly guest: BoardContext;
  readonly administrator: BoardContext;
  readonly siteAdmin: BoardContext;
  readonly otherSiteAdmin: BoardContext;
  readonly jobEditor: BoardContext;
  readonly applicant: BoardContext;
  /** A consent info with one German revision in force for a week; `sites` null means every site. */
  addInfo(type: string, placement: string, sites: string[] | null): Promise<string>;
  close(): Promise<void>;
}

export async function startConsentDesk(): Promise<ConsentDeskFixture> {
  const db = await createTestDatabase();
  const guest: BoardContext = { site: SITE, locale: 'de' };
  const as = async (email: string, roles: Array<[string, string | null]>): Promise<BoardContext> => {
    await insertUser(db.pool, { email, roles });
    return { ...guest, token: (await signIn(db.pool, email)).token };
  };
  const filesDir = await mkdtemp(join(tmpdir(), 'consent-desk-'));
  const container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
  return {
    db,
    container,
    desk: container.get(CONSENT_ADMIN.Gateway),
    consent: container.get(CONSENT.ConsentGateway),
    guest,
    administrator: await as('admin@example.test', [['administrator', null]]),
    siteAdmin: await as('suedwest-admin@example.test', [['site_admin', SITE]]),
    otherSiteAdmin: await as('karriere-admin@example.test', [['site_admin', 'karriere']]),
    jobEditor: await as('redaktion@example.test', [['job_editor', null]]),
    applicant: await as('anna@example.test', []),
    async addInfo(type, placement, sites) {
      const { rows } = await db.pool.query<{ id: string }>(
        'insert into consent_infos (type, placement, sites) values ($1, $2, $3) returning id::text',
        [type, placement, sites],
      );
      await db.pool.query(
        `insert into consent_info_revisions (info_id, texts, effective_at) values ($1, '{"de":"<p>Erste Fassung</p>"}', now() - interval '7 days')`,
        [rows[0]!.id],
      );
      return rows[0]!.id;
    },
    async close() {
      await container.get<{ end(): Promise<void> }>(Symbol.for('jobboard.Pool')).end();
      await db.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}
