import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { ConfigAdminGateway, ConfigEntryInput } from '../../../src/application/board/config-admin/config-admin-gateway.port';
import { PostgresReadOnlyMode } from '../../../src/infrastructure/postgres/config-admin/postgres-read-only-mode';
import type { Board } from '../../../src/infrastructure/di/board';
import { CONFIG_ADMIN } from '../../../src/infrastructure/di/config-admin.module';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SITE = 'suedwest';

/** The configuration staff console and read-only mode through the board's gateway and /graphql on PostgreSQL. */
describe('app configuration and read-only mode on PostgreSQL (ApolloConfigAdminGateway)', () => {
  let db: TestDatabase;
  let filesDir: string;
  let desk: ConfigAdminGateway;
  let board: Board;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let otherSiteAdmin: BoardContext;
  let jobEditor: BoardContext;
  const guest: BoardContext = { site: SITE, locale: 'en-GB' };
  const count = async (sql: string, params: unknown[] = []) => Number((await db.pool.query(sql, params)).rows[0].n);
  const entry = (over: Partial<ConfigEntryInput> = {}): ConfigEntryInput => ({
    key: 'contact_email',
    name: 'Contact e-mail',
    value: 'hallo@suedwest.example',
    everySite: false,
    ...over,
  });
  const gql = async (ctx: BoardContext, query: string, variables: Record<string, unknown> = {}) => {
    const response = await board.handleGraphql(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-frontend': SITE,
          'x-locale': ctx.locale,
          'apollo-require-preflight': 'true',
          ...(ctx.token ? { authorization: `Bearer ${ctx.token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return (await response.json()) as {
      data?: Record<string, any> | null;
      errors?: Array<{ message: string; extensions?: { code?: string } }>;
    };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    const as = async (email: string, roles: Array<[string, string | null]>): Promise<BoardContext> => {
      await insertUser(db.pool, { email, roles });
      return { ...guest, token: (await signIn(db.pool, email)).token };
    };
    administrator = await as('admin@example.test', [['administrator', null]]);
    siteAdmin = await as('suedwest-admin@example.test', [['site_admin', SITE]]);
    otherSiteAdmin = await as('karriere-admin@example.test', [['site_admin', 'karriere']]);
    jobEditor = await as('redaktion@example.test', [['job_editor', null]]);
    filesDir = await mkdtemp(join(tmpdir(), 'config-admin-'));
    const container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
    desk = container.get(CONFIG_ADMIN.Gateway);
    board = boardFrom(container);
  });
  afterAll(async () => {
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('a site admin sets its site’s entry, which getAppConfig then serves over the one of every site; the change is logged', async () => {
    expect((await desk.saveEntry(entry({ everySite: true, value: 'kontakt@example.test' }), administrator)).errors).toEqual([]);
    const saved = await desk.saveEntry(entry(), siteAdmin);
    expect(saved).toEqual({
      entry: { site: SITE, key: 'contact_email', name: 'Contact e-mail', value: 'hallo@suedwest.example' },
      errors: [],
      fieldErrors: [],
    });
    const served = await gql(guest, '{ getAppConfig { key value } }');
    expect(served.data!.getAppConfig).toContainEqual({ key: 'contact_email', value: 'hallo@suedwest.example' });
    const listed = await desk.config(siteAdmin);
    expect(listed.entries.filter((e) => e.key === 'contact_email').map((e) => e.site)).toEqual([null, SITE]);
    expect(listed).toMatchObject({ readOnly: false, platformWide: false, errors: [] });
    expect(listed.allowedKeys).toContain('read_only_mode');
    const { rows } = await db.pool.query(
      `select site, after->>'value' as value from staff_actions where action = 'config.set' order by id`,
    );
    expect(rows).toEqual([
      { site: null, value: 'kontakt@example.test' },
      { site: SITE, value: 'hallo@suedwest.example' },
    ]);
  });

  it('a key outside the allowed set, or a value that does not fit its key, is refused by name and writes nothing', async () => {
    const before = await count('select count(*) as n from app_config');
    expect(await desk.saveEntry(entry({ key: 'feature_x' }), administrator)).toEqual({
      entry: null,
      errors: ['INVALID'],
      fieldErrors: ['key:KEY_NOT_ALLOWED'],
    });
    expect((await desk.saveEntry(entry({ key: 'jobs_per_page', value: '-5' }), administrator)).fieldErrors).toEqual([
      'value:INVALID_VALUE',
    ]);
    expect((await desk.saveEntry(entry({ name: '' }), administrator)).fieldErrors).toEqual(['name:NAME_REQUIRED']);
    expect(await count('select count(*) as n from app_config')).toBe(before);
  });

  it('entries of every site and read-only mode are an administrator’s; other sites’ admins, job editors and guests are refused', async () => {
    const before = await count('select count(*) as n from app_config');
    expect((await desk.saveEntry(entry({ everySite: true }), siteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.saveEntry(entry({ key: 'read_only_mode', value: 'true' }), siteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect(await desk.setReadOnly(true, siteAdmin)).toEqual({ readOnly: null, errors: ['FORBIDDEN'] });
    expect((await desk.saveEntry(entry(), otherSiteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.saveEntry(entry(), jobEditor)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.saveEntry(entry(), guest)).errors).toEqual(['UNAUTHENTICATED']);
    expect((await desk.config(otherSiteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.config(guest)).errors).toEqual(['UNAUTHENTICATED']);
    expect(await count('select count(*) as n from app_config')).toBe(before);
  });

  it('read-only mode refuses every mutation with a localized READ_ONLY error, reads keep working, and it can be turned off', async () => {
    expect(await desk.setReadOnly(true, administrator)).toEqual({ readOnly: true, errors: [] });
    const before = await count('select count(*) as n from app_config');

    const refused = await gql(administrator, 'mutation($input: AppConfigEntryInput!) { saveAppConfigEntry(input: $input) { errors } }', {
      input: entry(),
    });
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      extensions: { code: 'READ_ONLY' },
      message: 'The platform is in read-only mode: nothing can be changed at the moment. Please try again later.',
    });
    const german = await gql({ ...guest, locale: 'de' }, 'mutation { unsubscribeNewsletter(token: "x") { errors } }');
    expect(german.errors?.[0]?.extensions?.code).toBe('READ_ONLY');
    expect(german.errors?.[0]?.message).toContain('Nur-Lese-Modus');
    // A query next to nothing: reads are never asked about the mode.
    expect((await gql(guest, '{ getAppConfig { key value } }')).data!.getAppConfig).toContainEqual({
      key: 'read_only_mode',
      value: 'true',
    });
    expect((await desk.config(administrator)).readOnly).toBe(true);
    expect(await count('select count(*) as n from app_config')).toBe(before);

    // Switching it off still works while it is on.
    expect(await desk.setReadOnly(false, administrator)).toEqual({ readOnly: false, errors: [] });
    expect((await desk.saveEntry(entry(), administrator)).errors).toEqual([]);
    expect(await board.readOnlyNotice.isOn(guest)).toBe(false);
  });

  it('every worker sees a switch within its cache period: another process’s flag follows the database', async () => {
    let clock = 0;
    const otherWorker = new PostgresReadOnlyMode(db.pool, () => clock, 2_000);
    expect(await otherWorker.isOn()).toBe(false);
    expect(await desk.setReadOnly(true, administrator)).toEqual({ readOnly: true, errors: [] });
    clock = 1_000;
    expect(await otherWorker.isOn()).toBe(false);
    clock = 2_001;
    expect(await otherWorker.isOn()).toBe(true);
    expect(await desk.setReadOnly(false, administrator)).toEqual({ readOnly: false, errors: [] });
  });
});
