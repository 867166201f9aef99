import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { CommerceAdminGateway, StaffProductInput } from '../../../src/application/board/commerce-admin/commerce-admin-gateway.port';
import type { CommerceGateway } from '../../../src/application/board/commerce/commerce-gateway.port';
import { COMMERCE_ADMIN } from '../../../src/infrastructure/di/commerce-admin.module';
import { COMMERCE } from '../../../src/infrastructure/di/commerce.module';
import { buildContainer } from '../../../src/infrastructure/di/container';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const SITE = 'suedwest';

const bundle = (over: Partial<StaffProductInput> = {}): StaffProductInput => ({
  id: null,
  kind: 'job_bundle',
  nameDe: '3 Anzeigen',
  nameEn: '3 job ads',
  nameFr: '',
  netCents: 49_900,
  units: 3,
  runtimeDays: 30,
  upgradeKind: null,
  jobSlots: 0,
  resumeContactSlots: 0,
  ...over,
});

/** The shop's staff console through the board's gateway: Apollo → /graphql in process → PostgreSQL. */
describe('shop staff console on PostgreSQL (ApolloCommerceAdminGateway)', () => {
  let db: TestDatabase;
  let filesDir: string;
  let desk: CommerceAdminGateway;
  let shop: CommerceGateway;
  let administrator: BoardContext;
  let siteAdmin: BoardContext;
  let otherSiteAdmin: BoardContext;
  let jobEditor: BoardContext;
  let organizationId: string;
  const guest: BoardContext = { site: SITE, locale: 'de' };
  const count = async (sql: string, params: unknown[] = []) => Number((await db.pool.query(sql, params)).rows[0].n);

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
    organizationId = await insertOrganization(db.pool, { name: 'Guthaben GmbH' });
    filesDir = await mkdtemp(join(tmpdir(), 'commerce-admin-'));
    const container = buildContainer({ site: SITE, databaseUrl: db.url, production: true, filesDir });
    desk = container.get(COMMERCE_ADMIN.Gateway);
    shop = container.get(COMMERCE.Gateway);
  });
  afterAll(async () => {
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('a site admin adds a product the shop then offers, edits its price, and retires it out of the shop but not out of the catalogue', async () => {
    const saved = await desk.saveProduct(bundle(), siteAdmin);
    expect(saved.errors).toEqual([]);
    const id = saved.product!.id;
    expect((await shop.products(guest)).map((p) => [p.id, p.netCents])).toContainEqual([id, 49_900]);

    const edited = await desk.saveProduct(bundle({ id, netCents: 45_000, nameFr: '3 annonces' }), siteAdmin);
    expect(edited.product).toMatchObject({ id, netCents: 45_000, nameFr: '3 annonces', active: true });

    expect(await desk.setProductActive(id, false, administrator)).toEqual({ errors: [] });
    expect((await shop.products(guest)).map((p) => p.id)).not.toContain(id);
    expect((await desk.catalogue(siteAdmin)).products.find((p) => p.id === id)).toMatchObject({ active: false, netCents: 45_000 });

    // Each write is in the staff action log, with who, where and the price before and after.
    const log = await db.pool.query(
      `select action, site, before->>'netCents' as before_cents, after->>'netCents' as after_cents, after->>'active' as active
       from staff_actions where target_type = 'product' and target_id = $1 order by id`,
      [id],
    );
    expect(log.rows).toEqual([
      { action: 'product.create', site: SITE, before_cents: null, after_cents: '49900', active: 'true' },
      { action: 'product.update', site: SITE, before_cents: '49900', after_cents: '45000', active: 'true' },
      { action: 'product.retire', site: SITE, before_cents: null, after_cents: null, active: 'false' },
    ]);
  });

  it('a negative price or a fraction of a cent is refused with the price named, and nothing is written', async () => {
    const before = await count('select count(*) as n from commerce_products');
    const logged = await count('select count(*) as n from staff_actions');
    expect(await desk.saveProduct(bundle({ netCents: -100 }), administrator)).toEqual({
      product: null,
      errors: ['INVALID'],
      fieldErrors: ['price:NEGATIVE_PRICE'],
    });
    expect((await desk.saveProduct(bundle({ netCents: 12.5 }), administrator)).fieldErrors).toEqual(['price:INVALID_PRICE']);
    const id = (await desk.saveProduct(bundle(), administrator)).product!.id;
    expect((await desk.saveProduct(bundle({ id, netCents: -1 }), administrator)).errors).toEqual(['INVALID']);
    const row = await db.pool.query('select net_cents::int as cents from commerce_products where id = $1', [id]);
    expect(row.rows[0].cents).toBe(49_900);
    expect(await count('select count(*) as n from commerce_products')).toBe(before + 1);
    // Only the one product that was written is in the log: refusals leave no entry.
    expect(await count('select count(*) as n from staff_actions')).toBe(logged + 1);
  });

  it("a site admin of another site, a job editor and a guest change nothing; another site's product is not found here", async () => {
    const before = await count('select count(*) as n from commerce_products');
    expect((await desk.saveProduct(bundle(), otherSiteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.saveProduct(bundle(), jobEditor)).errors).toEqual(['FORBIDDEN']);
    expect((await desk.saveProduct(bundle(), guest)).errors).toEqual(['UNAUTHENTICATED']);
    expect((await desk.catalogue(otherSiteAdmin)).errors).toEqual(['FORBIDDEN']);
    expect(await count('select count(*) as n from commerce_products')).toBe(before);

    const { rows } = await db.pool.query<{ id: string }>(
      `insert into commerce_products (site, kind, name, net_cents) values ('karriere', 'job_bundle', '{"de":"Fremd"}', 100) returning id::text`,
    );
    const foreign = rows[0]!.id;
    expect((await desk.saveProduct(bundle({ id: foreign, netCents: 1 }), administrator)).errors).toEqual(['NOT_FOUND']);
    expect(await desk.setProductActive(foreign, false, siteAdmin)).toEqual({ errors: ['NOT_FOUND'] });
    expect((await db.pool.query('select net_cents::int as c, active from commerce_products where id = $1', [foreign])).rows[0]).toEqual({
      c: 100,
      active: true,
    });
  });

  it('a credit adjustment is one ledger entry with its reason; it never takes the balance below zero and always needs a reason', async () => {
    expect(await desk.adjustCredits({ organizationId, type: 'job_posting', delta: 5, reason: 'Kulanz nach Ausfall' }, siteAdmin)).toEqual({
      balance: 5,
      errors: [],
    });
    expect(await desk.adjustCredits({ organizationId, type: 'job_posting', delta: -2, reason: 'Doppelt gebucht' }, administrator)).toEqual({
      balance: 3,
      errors: [],
    });
    expect((await desk.adjustCredits({ organizationId, type: 'job_posting', delta: -4, reason: 'Zu viel' }, administrator)).errors).toEqual(
      ['BALANCE_BELOW_ZERO'],
    );
    expect((await desk.adjustCredits({ organizationId, type: 'job_posting', delta: 1, reason: '   ' }, administrator)).errors).toEqual([
      'REASON_REQUIRED',
    ]);
    expect((await desk.adjustCredits({ organizationId, type: 'job_posting', delta: 1, reason: 'x' }, otherSiteAdmin)).errors).toEqual([
      'FORBIDDEN',
    ]);
    expect(
      (await desk.adjustCredits({ organizationId: '999999', type: 'job_posting', delta: 1, reason: 'x' }, administrator)).errors,
    ).toEqual(['NOT_FOUND']);

    const ledger = await db.pool.query(`select delta, reason, note from commerce_credit_ledger where organization_id = $1 order by id`, [
      organizationId,
    ]);
    expect(ledger.rows).toEqual([
      { delta: 5, reason: 'staff_adjustment', note: 'Kulanz nach Ausfall' },
      { delta: -2, reason: 'staff_adjustment', note: 'Doppelt gebucht' },
    ]);
    const credits = await desk.credits(organizationId, siteAdmin);
    expect(credits.organizationName).toBe('Guthaben GmbH');
    expect(credits.balances).toEqual([
      { type: 'job_posting', balance: 3 },
      { type: 'resume_contact', balance: 0 },
    ]);
    const log = await db.pool.query(
      `select after->>'delta' as delta, after->>'reason' as reason from staff_actions where action = 'organization.credits.adjust' and target_id = $1 order by id`,
      [organizationId],
    );
    expect(log.rows).toEqual([
      { delta: '5', reason: 'Kulanz nach Ausfall' },
      { delta: '-2', reason: 'Doppelt gebucht' },
    ]);
    expect(credits.adjustments.map((a) => [a.delta, a.reason])).toEqual([
      [-2, 'Doppelt gebucht'],
      [5, 'Kulanz nach Ausfall'],
    ]);
  });
});
