import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { SectionCommand } from '../../../src/application/board/organization-sections/profile-sections-gateway.port';
import type { LocationDraft } from '../../../src/domain/organization/further-locations';
import { emptyDirectoryRequest } from '../../../src/domain/organization/organization-directory';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { PostgresOrganizationDirectoryIndex } from '../../../src/infrastructure/postgres/organization-directory/postgres-organization-directory-index';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Further locations end to end: board use case → Apollo → /graphql → the platform's use cases → the
 * GeoNames place data and PostgreSQL; and the directory's search box finding an organization by the
 * town of one of its further locations.
 */
describe('further locations of an organization (board → platform → place data, PostgreSQL)', () => {
  let db: TestDatabase;
  let board: Board;
  let ownId: string;
  let otherId: string;
  let owner: BoardContext;
  let stranger: BoardContext;

  const draft = (over: Partial<LocationDraft> = {}): LocationDraft => ({
    name: 'Werk Freiburg',
    countryCode: 'DE',
    addressLine1: 'Bertoldstraße 12',
    zip: '79098',
    locality: 'Freiburg im Breisgau',
    ...over,
  });
  const rows = async (organizationId: string) =>
    (
      await db.pool.query(
        'select name, country_code, address_line1, zip, locality, lat, lon from organization_locations where organization_id = $1 order by position',
        [organizationId],
      )
    ).rows;
  const changeOwn = (command: SectionCommand, as: BoardContext = owner) =>
    board.changeProfileSection.execute({ organizationId: ownId, command }, as);

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true }));
    const ownerUserId = await insertUser(db.pool, { email: 'standorte@example.test', roles: [['recruiter', null]] });
    const strangerUserId = await insertUser(db.pool, { email: 'andere@example.test', roles: [['recruiter', null]] });
    ownId = await insertOrganization(db.pool, { name: 'Standort Werke GmbH', ownerId: ownerUserId });
    otherId = await insertOrganization(db.pool, { name: 'Andere Werke GmbH', ownerId: strangerUserId });
    owner = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'standorte@example.test')).token };
    stranger = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'andere@example.test')).token };
  });
  afterAll(async () => {
    await db.drop();
  });

  it('the owner adds locations: each placed on its town by the place data, one the data does not know without a point', async () => {
    const freiburg = await changeOwn({ kind: 'addLocation', draft: draft() });
    if (!freiburg.ok) throw new Error(JSON.stringify(freiburg.errors));
    const unknown = await changeOwn({
      kind: 'addLocation',
      draft: draft({ name: 'Lager', addressLine1: null, zip: null, locality: 'Qxzyborg', countryCode: 'de' }),
    });
    if (!unknown.ok) throw new Error(JSON.stringify(unknown.errors));

    const sections = await board.showProfileSections.execute({ organizationId: ownId }, { site: 'suedwest', locale: 'de' });
    expect(sections.locations.map((l) => l.name)).toEqual(['Werk Freiburg', 'Lager']);
    const [werk, lager] = sections.locations;
    expect(werk).toMatchObject({ countryCode: 'DE', addressLine1: 'Bertoldstraße 12', zip: '79098', locality: 'Freiburg im Breisgau' });
    expect(werk!.point!.lat).toBeCloseTo(47.99, 1);
    expect(werk!.point!.lon).toBeCloseTo(7.85, 1);
    // Upper-cased country, empty fields stored as nothing, and no point rather than a wrong one.
    expect(lager).toMatchObject({ countryCode: 'DE', addressLine1: null, zip: null, point: null });
  });

  it('an edit changes the address and places the location anew', async () => {
    const before = (await board.showProfileSections.execute({ organizationId: ownId }, owner)).locations[0]!;
    const edited = await changeOwn({
      kind: 'updateLocation',
      locationId: before.id,
      draft: draft({ name: 'Werk Karlsruhe', addressLine1: 'Kaiserstraße 1', zip: '76133', locality: 'Karlsruhe' }),
    });
    if (!edited.ok) throw new Error(JSON.stringify(edited.errors));
    const after = edited.sections.locations[0]!;
    expect(after).toMatchObject({ id: before.id, name: 'Werk Karlsruhe', locality: 'Karlsruhe' });
    expect(after.point!.lat).toBeCloseTo(49.0, 1);
    expect(after.point!.lon).toBeCloseTo(8.4, 1);
  });

  it('refuses bad input field by field and writes nothing, on adding and on editing', async () => {
    const stored = await rows(ownId);
    const bad = draft({ name: ' ', countryCode: 'Deutschland', zip: '7!', locality: '' });
    const expected = {
      ok: false,
      errors: [
        { field: 'name', code: 'REQUIRED', limit: null },
        { field: 'countryCode', code: 'INVALID_COUNTRY', limit: null },
        { field: 'zip', code: 'INVALID_ZIP', limit: null },
        { field: 'locality', code: 'REQUIRED', limit: null },
      ],
    };
    expect(await changeOwn({ kind: 'addLocation', draft: bad })).toEqual(expected);
    const id = (await board.showProfileSections.execute({ organizationId: ownId }, owner)).locations[0]!.id;
    expect(await changeOwn({ kind: 'updateLocation', locationId: id, draft: bad })).toEqual(expected);
    expect(await rows(ownId)).toEqual(stored);
  });

  it("another organization's location is NOT_FOUND to the owner, and a stranger may change nothing", async () => {
    const others = await board.changeProfileSection.execute(
      { organizationId: otherId, command: { kind: 'addLocation', draft: draft({ name: 'Fremdes Werk' }) } },
      stranger,
    );
    if (!others.ok) throw new Error(JSON.stringify(others.errors));
    const foreignId = others.sections.locations[0]!.id;
    const stored = { own: await rows(ownId), other: await rows(otherId) };

    const notFound = { ok: false, errors: [{ field: null, code: 'NOT_FOUND', limit: null }] };
    expect(await changeOwn({ kind: 'updateLocation', locationId: foreignId, draft: draft({ name: 'Gekapert' }) })).toEqual(notFound);
    expect(await changeOwn({ kind: 'remove', section: 'locations', itemId: foreignId })).toEqual(notFound);
    expect(await changeOwn({ kind: 'move', section: 'locations', itemId: foreignId, direction: 'up' })).toEqual(notFound);
    const forbidden = { ok: false, errors: [{ field: null, code: 'FORBIDDEN', limit: null }] };
    expect(await changeOwn({ kind: 'addLocation', draft: draft() }, stranger)).toEqual(forbidden);
    const ownLocation = (await board.showProfileSections.execute({ organizationId: ownId }, owner)).locations[0]!.id;
    expect(await changeOwn({ kind: 'updateLocation', locationId: ownLocation, draft: draft() }, stranger)).toEqual(forbidden);
    expect({ own: await rows(ownId), other: await rows(otherId) }).toEqual(stored);
  });

  it('moves and removes locations like the other lists', async () => {
    const [first, second] = (await board.showProfileSections.execute({ organizationId: ownId }, owner)).locations;
    const moved = await changeOwn({ kind: 'move', section: 'locations', itemId: second!.id, direction: 'up' });
    expect(moved.ok && moved.sections.locations.map((l) => l.id)).toEqual([second!.id, first!.id]);
    const removed = await changeOwn({ kind: 'remove', section: 'locations', itemId: second!.id });
    expect(removed.ok && removed.sections.locations.map((l) => l.id)).toEqual([first!.id]);
  });

  it('holds at most 20 locations: the 21st is refused naming the limit, and nothing is written', async () => {
    const count = Number(
      (await db.pool.query('select count(*) from organization_locations where organization_id = $1', [ownId])).rows[0].count,
    );
    for (let i = count; i < 20; i++)
      await db.pool.query(
        `insert into organization_locations (organization_id, position, name, country_code, locality) values ($1, $2, $3, 'DE', 'Ulm')`,
        [ownId, 100 + i, `Filiale ${i}`],
      );
    expect(await changeOwn({ kind: 'addLocation', draft: draft({ name: 'Eine zu viel' }) })).toEqual({
      ok: false,
      errors: [{ field: 'locations', code: 'LIMIT_REACHED', limit: 20 }],
    });
    expect((await rows(ownId)).length).toBe(20);
  });

  it("the directory's search box finds an organization by the town of a further location", async () => {
    const index = new PostgresOrganizationDirectoryIndex(db.pool);
    const scope = { site: 'suedwest', locale: 'de' as const, pageSize: 12 };
    const names = async (keys: string) => (await index.search({ ...emptyDirectoryRequest(), keys }, scope)).items.map((i) => i.name);
    // Both are in Stuttgart; only the own organization has a location in Karlsruhe, only the other one in Freiburg.
    expect(await names('karlsruhe')).toEqual(['Standort Werke GmbH']);
    expect(await names('Freiburg Andere')).toEqual(['Andere Werke GmbH']);
    expect(await names('Freiburg Standort')).toEqual([]);
  });
});
