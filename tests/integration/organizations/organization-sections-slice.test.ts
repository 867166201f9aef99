import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { SectionCommand } from '../../../src/application/board/organization-sections/profile-sections-gateway.port';
import { SetOrganizationParent } from '../../../src/application/platform/organization-sections/set-organization-parent.use-case';
import type { Board } from '../../../src/infrastructure/di/board';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { PostgresProfileSectionStore } from '../../../src/infrastructure/postgres/organization-sections/postgres-profile-section-store';
import { ctx, userActor } from '../../support/request-context';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The profile lists end to end: board use case → Apollo (multipart for images) → /graphql → the
 * platform's use cases → PostgreSQL, sharp and the local file store; and the parent rule with the
 * database's guard against concurrent changes.
 */
describe('organization profile lists (board → platform → PostgreSQL, sharp, file store)', () => {
  let db: TestDatabase;
  let board: Board;
  const filesDir = mkdtempSync(join(tmpdir(), 'jobboard-orgsections-'));
  let ownId: string;
  let otherId: string;
  let ownerUserId: string;
  let strangerUserId: string;
  let owner: BoardContext;
  let stranger: BoardContext;
  let admin: BoardContext;

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();
  const imageBlob = async () => new Blob([new Uint8Array(await png(2400, 1200))], { type: 'image/png' });
  const rowCount = async (table: string, organizationId: string) =>
    Number((await db.pool.query(`select count(*) from ${table} where organization_id = $1`, [organizationId])).rows[0].count);
  const faq = (question: string): SectionCommand => ({ kind: 'addFaq', draft: { question, answer: 'Ja.' } });

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true, filesDir }));
    ownerUserId = await insertUser(db.pool, { email: 'inhaberin@example.test', roles: [['recruiter', null]] });
    strangerUserId = await insertUser(db.pool, { email: 'fremd@example.test', roles: [['recruiter', null]] });
    await insertUser(db.pool, { email: 'admin@example.test', roles: [['administrator', null]] });
    ownId = await insertOrganization(db.pool, { name: 'Eigene Firma GmbH', ownerId: ownerUserId });
    otherId = await insertOrganization(db.pool, { name: 'Fremde Firma GmbH', ownerId: strangerUserId });
    owner = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'inhaberin@example.test')).token };
    stranger = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'fremd@example.test')).token };
    admin = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'admin@example.test')).token };
  });
  afterAll(async () => {
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('the owner fills every list; the lists come back in order, the gallery image re-encoded as WebP within 1600 px', async () => {
    const change = (command: SectionCommand) => board.changeProfileSection.execute({ organizationId: ownId, command }, owner);
    expect((await change(faq('Gibt es Homeoffice?'))).ok).toBe(true);
    expect((await change(faq('Wie lange dauert die Ausbildung?'))).ok).toBe(true);
    expect((await change({ kind: 'addVideo', draft: { sourceUrl: 'youtu.be/dQw4w9WgXcQ', coverTitle: 'Ein Tag bei uns' } })).ok).toBe(true);
    const contact = await change({
      kind: 'addContact',
      draft: {
        salutation: 'ms',
        firstName: 'Mara',
        lastName: 'Keller',
        email: 'mara.keller@example.de',
        jobTitle: 'Ausbildungsleitung',
        phone: '+49 761 123456',
        linkedinUrl: 'linkedin.com/in/mara-keller',
        contactInfo: 'Mo–Fr 9–12 Uhr',
      },
    });
    expect(contact.ok).toBe(true);
    const gallery = await change({ kind: 'addGalleryImage', image: await imageBlob(), altText: 'Unser Büro am Morgen' });
    if (!gallery.ok) throw new Error(JSON.stringify(gallery.errors));

    const sections = await board.showProfileSections.execute({ organizationId: ownId }, { site: 'suedwest', locale: 'de' });
    expect(sections.faq.map((f) => f.question)).toEqual(['Gibt es Homeoffice?', 'Wie lange dauert die Ausbildung?']);
    expect(sections.videos).toEqual([
      expect.objectContaining({ sourceUrl: 'https://youtu.be/dQw4w9WgXcQ', coverTitle: 'Ein Tag bei uns' }),
    ]);
    expect(sections.contacts).toEqual([
      expect.objectContaining({ firstName: 'Mara', linkedinUrl: 'https://linkedin.com/in/mara-keller', salutation: 'ms' }),
    ]);
    expect(sections.gallery).toEqual([expect.objectContaining({ altText: 'Unser Büro am Morgen' })]);
    const url = sections.gallery[0]!.url;
    expect(url).toMatch(new RegExp(`^/organization-image/${ownId}/gallery-[0-9a-f]{8}-[0-9a-z]+\\.webp$`));
    const file = readdirSync(join(filesDir, 'organizations', ownId)).find((f) => f.startsWith('gallery-'))!;
    const meta = await sharp(join(filesDir, 'organizations', ownId, file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();

    const moved = await change({ kind: 'move', section: 'faq', itemId: sections.faq[1]!.id, direction: 'up' });
    expect(moved.ok && moved.sections.faq.map((f) => f.question)).toEqual(['Wie lange dauert die Ausbildung?', 'Gibt es Homeoffice?']);
  });

  it('refuses bad input field by field and writes nothing: an unknown video host, a broken address, an SVG', async () => {
    const change = (command: SectionCommand) => board.changeProfileSection.execute({ organizationId: ownId, command }, owner);
    const before = await rowCount('organization_videos', ownId);
    expect(
      await change({ kind: 'addVideo', draft: { sourceUrl: 'https://www.dailymotion.com/video/x7tgad0', coverTitle: 'Film' } }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'sourceUrl', code: 'UNSUPPORTED_VIDEO_HOST', limit: null }],
    });
    expect(await rowCount('organization_videos', ownId)).toBe(before);
    const contact = await change({
      kind: 'addContact',
      draft: {
        salutation: null,
        firstName: 'Max',
        lastName: '',
        email: 'kein-at',
        jobTitle: null,
        phone: null,
        linkedinUrl: null,
        contactInfo: null,
      },
    });
    expect(contact.ok === false && contact.errors.map((e) => `${e.field}:${e.code}`)).toEqual(['lastName:REQUIRED', 'email:INVALID_EMAIL']);
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
    const refused = await change({ kind: 'addGalleryImage', image: svg, altText: 'Logo' });
    expect(refused.ok === false && refused.errors).toEqual([{ field: 'image', code: 'IMAGE_SVG_NOT_ALLOWED', limit: null }]);
  });

  it('another organization’s id is refused in every change, and nothing is written', async () => {
    const commands: SectionCommand[] = [
      faq('Fremde Frage?'),
      { kind: 'addVideo', draft: { sourceUrl: 'https://vimeo.com/76979871', coverTitle: 'Fremd' } },
      {
        kind: 'addContact',
        draft: {
          salutation: null,
          firstName: 'Fremd',
          lastName: 'Person',
          email: null,
          jobTitle: null,
          phone: null,
          linkedinUrl: null,
          contactInfo: null,
        },
      },
      { kind: 'addGalleryImage', image: await imageBlob(), altText: 'Fremdes Bild' },
    ];
    const sections = await board.showProfileSections.execute({ organizationId: ownId }, { site: 'suedwest', locale: 'de' });
    const entry = sections.faq[0]!.id;
    commands.push({ kind: 'move', section: 'faq', itemId: entry, direction: 'down' }, { kind: 'remove', section: 'faq', itemId: entry });
    for (const command of commands) {
      expect(await board.changeProfileSection.execute({ organizationId: ownId, command }, stranger), command.kind).toEqual({
        ok: false,
        errors: [{ field: null, code: 'FORBIDDEN', limit: null }],
      });
    }
    const after = await board.showProfileSections.execute({ organizationId: ownId }, { site: 'suedwest', locale: 'de' });
    expect(after).toEqual(sections);
    // The stranger's own organization with an entry of ours: that entry is none of theirs.
    expect(
      await board.changeProfileSection.execute(
        { organizationId: otherId, command: { kind: 'remove', section: 'faq', itemId: entry } },
        stranger,
      ),
    ).toEqual({ ok: false, errors: [{ field: null, code: 'NOT_FOUND', limit: null }] });
    expect(await rowCount('organization_faqs', ownId)).toBe(sections.faq.length);
    // Guests are turned away before the platform is asked; staff may edit.
    expect(
      (await board.changeProfileSection.execute({ organizationId: ownId, command: faq('Gast?') }, { site: 'suedwest', locale: 'de' })).ok,
    ).toBe(false);
    expect((await board.changeProfileSection.execute({ organizationId: ownId, command: faq('Vom Team?') }, admin)).ok).toBe(true);
  });

  it('the 51st gallery image is refused naming the limit of 50; removing one makes room again', async () => {
    const galleryOf = await board.showProfileSections.execute({ organizationId: otherId }, { site: 'suedwest', locale: 'de' });
    expect(galleryOf.gallery).toHaveLength(0);
    // 50 rows as the store writes them (uploading 50 pictures adds nothing this test is about).
    for (let i = 1; i <= 50; i += 1)
      await db.pool.query(
        `insert into organization_gallery_images (organization_id, position, file_key, url, alt_text) values ($1, $2, $3, $4, $5)`,
        [
          otherId,
          i,
          `organizations/${otherId}/gallery-0000000${i % 10}-k${i}.webp`,
          `/organization-image/${otherId}/gallery-0000000${i % 10}-k${i}.webp`,
          `Bild ${i}`,
        ],
      );
    const refused = await board.changeProfileSection.execute(
      { organizationId: otherId, command: { kind: 'addGalleryImage', image: await imageBlob(), altText: 'Nummer 51' } },
      stranger,
    );
    expect(refused).toEqual({ ok: false, errors: [{ field: 'gallery', code: 'LIMIT_REACHED', limit: 50 }] });
    expect(await rowCount('organization_gallery_images', otherId)).toBe(50);
    // Refused before the upload was decoded: no file was written for it.
    expect(readdirSync(join(filesDir, 'organizations'))).not.toContain(otherId);

    const first = (await board.showProfileSections.execute({ organizationId: otherId }, { site: 'suedwest', locale: 'de' })).gallery[0]!;
    expect(
      (
        await board.changeProfileSection.execute(
          { organizationId: otherId, command: { kind: 'remove', section: 'gallery', itemId: first.id } },
          stranger,
        )
      ).ok,
    ).toBe(true);
    const added = await board.changeProfileSection.execute(
      { organizationId: otherId, command: { kind: 'addGalleryImage', image: await imageBlob(), altText: 'Wieder Platz' } },
      stranger,
    );
    expect(added.ok && added.sections.gallery.map((g) => g.altText).at(-1)).toBe('Wieder Platz');
    expect(readdirSync(join(filesDir, 'organizations', otherId))).toHaveLength(1);
  });

  it('removing a gallery image deletes its file once the row is gone', async () => {
    const sections = await board.showProfileSections.execute({ organizationId: ownId }, { site: 'suedwest', locale: 'de' });
    const image = sections.gallery[0]!;
    const fileName = image.url.split('/').at(-1)!;
    expect(readdirSync(join(filesDir, 'organizations', ownId))).toContain(fileName);
    const removed = await board.changeProfileSection.execute(
      { organizationId: ownId, command: { kind: 'remove', section: 'gallery', itemId: image.id } },
      owner,
    );
    expect(removed.ok && removed.sections.gallery).toEqual([]);
    expect(existsSync(join(filesDir, 'organizations', ownId, fileName))).toBe(false);
  });

  it('concurrent appends never pass a list’s limit', async () => {
    const org = await insertOrganization(db.pool, { name: 'Rennen GmbH', ownerId: ownerUserId });
    const store = new PostgresProfileSectionStore(db.pool);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.appendFaq(org, { question: `Frage ${i}?`, answer: 'Ja.' }, 5)),
    );
    expect(outcomes.filter((o) => o === 'ADDED')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'FULL')).toHaveLength(3);
    expect(await rowCount('organization_faqs', org)).toBe(5);
  });

  describe('parent organizations', () => {
    const store = () => new PostgresProfileSectionStore(db.pool);
    const parentOf = async (id: string) =>
      (await db.pool.query<{ parent_id: string | null }>('select parent_id::text from organizations where id = $1', [id])).rows[0]!
        .parent_id;
    const as = (userId: string) => ctx({ actor: userActor(userId, 'recruiter') });

    it('a parent lists its children; an organization made its own ancestor is refused and nothing changes', async () => {
      const [a, b, c] = await Promise.all(
        ['Konzern A', 'Tochter B', 'Enkel C'].map((name) => insertOrganization(db.pool, { name, ownerId: ownerUserId })),
      );
      const setParent = new SetOrganizationParent(store());
      expect(await setParent.execute({ organizationId: b!, parentId: a! }, as(ownerUserId))).toEqual({ ok: true, value: null });
      expect(await setParent.execute({ organizationId: c!, parentId: b! }, as(ownerUserId))).toEqual({ ok: true, value: null });
      expect(await setParent.execute({ organizationId: a!, parentId: c! }, as(ownerUserId))).toEqual({ ok: false, code: 'CYCLE' });
      expect(await setParent.execute({ organizationId: a!, parentId: a! }, as(ownerUserId))).toEqual({ ok: false, code: 'CYCLE' });
      expect(await parentOf(a!)).toBeNull();
      const { rows } = await db.pool.query<{ name: string }>('select name from organizations where parent_id = $1', [a]);
      expect(rows.map((r) => r.name)).toEqual(['Tochter B']);
    });

    it('another organization’s id is refused: as the child (FORBIDDEN) and as the parent (PARENT_FORBIDDEN)', async () => {
      const mine = await insertOrganization(db.pool, { name: 'Meine Tochter GmbH', ownerId: ownerUserId });
      const setParent = new SetOrganizationParent(store());
      expect(await setParent.execute({ organizationId: otherId, parentId: mine }, as(ownerUserId))).toEqual({
        ok: false,
        code: 'FORBIDDEN',
      });
      expect(await setParent.execute({ organizationId: mine, parentId: otherId }, as(ownerUserId))).toEqual({
        ok: false,
        code: 'PARENT_FORBIDDEN',
      });
      expect(await setParent.execute({ organizationId: mine, parentId: '999999' }, as(ownerUserId))).toEqual({
        ok: false,
        code: 'PARENT_NOT_FOUND',
      });
      expect(await parentOf(mine)).toBeNull();
      expect(await parentOf(otherId)).toBeNull();
    });

    it('two concurrent changes that together close a cycle: the database lets only one through', async () => {
      for (let round = 0; round < 5; round += 1) {
        const [x, y] = await Promise.all(
          [`Paar X${round}`, `Paar Y${round}`].map((name) => insertOrganization(db.pool, { name, ownerId: ownerUserId })),
        );
        // Both checks pass on the hierarchy as it was; only the guard in the database sees the other.
        const outcomes = await Promise.all([store().setParent(x!, y!), store().setParent(y!, x!)]);
        expect(outcomes.sort()).toEqual(['CYCLE', 'SET']);
        const links = [await parentOf(x!), await parentOf(y!)];
        expect(links.filter((l) => l !== null)).toHaveLength(1);
      }
    });

    it('the parent search offers by name only what the editor may choose: own organizations (staff: any), never itself nor one below it', async () => {
      const [holding, tochter, enkel, schwester] = await Promise.all(
        ['Zeder Holding AG', 'Zeder Tochter GmbH', 'Zeder Enkel GmbH', 'Zéder Schwester KG'].map((name) =>
          insertOrganization(db.pool, { name, ownerId: ownerUserId }),
        ),
      );
      const fremd = await insertOrganization(db.pool, { name: 'Zeder Fremdfirma GmbH', ownerId: strangerUserId });
      expect(await board.chooseParentOrganization.execute({ organizationId: tochter!, parentId: holding! }, owner)).toEqual({ ok: true });
      expect(await board.chooseParentOrganization.execute({ organizationId: enkel!, parentId: tochter! }, owner)).toEqual({ ok: true });

      const names = async (organizationId: string, search: string, who: BoardContext) => {
        const answer = await board.findParentOptions.execute({ organizationId, search }, who);
        if (!answer.ok) throw new Error(answer.code);
        return answer.options.map((o) => o.name);
      };
      // Accents and case ignored; the stranger's organization is not the owner's to choose.
      expect(await names(holding!, 'zeder', owner)).toEqual(['Zéder Schwester KG']);
      expect(await names(schwester!, 'ZEDER', owner)).toEqual(['Zeder Enkel GmbH', 'Zeder Holding AG', 'Zeder Tochter GmbH']);
      expect(await names(tochter!, 'zeder', owner)).toEqual(['Zeder Holding AG', 'Zéder Schwester KG']);
      // Staff may choose any organization, still never one below.
      expect(await names(tochter!, 'zeder', admin)).toEqual(['Zeder Fremdfirma GmbH', 'Zeder Holding AG', 'Zéder Schwester KG']);
      // A typed % or _ means itself, not "anything".
      expect(await names(holding!, '%_', owner)).toEqual([]);
      const options = await board.findParentOptions.execute({ organizationId: holding!, search: 'Schwester' }, owner);
      expect(options).toEqual({
        ok: true,
        options: [{ id: schwester, name: 'Zéder Schwester KG', slug: expect.any(String), locality: 'Stuttgart' }],
      });

      expect(await board.findParentOptions.execute({ organizationId: holding!, search: ' z ' }, owner)).toEqual({
        ok: false,
        code: 'SEARCH_TOO_SHORT',
      });
      expect(await board.findParentOptions.execute({ organizationId: fremd, search: 'zeder' }, owner)).toEqual({
        ok: false,
        code: 'FORBIDDEN',
      });
      expect(
        await board.findParentOptions.execute({ organizationId: holding!, search: 'zeder' }, { site: 'suedwest', locale: 'de' }),
      ).toEqual({
        ok: false,
        code: 'SIGN_IN_REQUIRED',
      });
    });

    it('choosing through the board: refused choices name their reason and change nothing; null takes the parent away', async () => {
      const [oben, unten] = await Promise.all(
        ['Linde Oben GmbH', 'Linde Unten GmbH'].map((name) => insertOrganization(db.pool, { name, ownerId: ownerUserId })),
      );
      const choose = (organizationId: string, parentId: string | null, who = owner) =>
        board.chooseParentOrganization.execute({ organizationId, parentId }, who);
      expect(await choose(unten!, oben!)).toEqual({ ok: true });
      expect(await choose(oben!, unten!)).toEqual({ ok: false, code: 'CYCLE' });
      expect(await choose(oben!, otherId)).toEqual({ ok: false, code: 'PARENT_FORBIDDEN' });
      expect(await choose(otherId, oben!)).toEqual({ ok: false, code: 'FORBIDDEN' });
      expect(await choose(oben!, unten!, stranger)).toEqual({ ok: false, code: 'FORBIDDEN' });
      expect([await parentOf(oben!), await parentOf(unten!), await parentOf(otherId)]).toEqual([null, oben, null]);
      expect(await choose(unten!, null)).toEqual({ ok: true });
      expect(await parentOf(unten!)).toBeNull();
    });

    it('the guard holds for any write, also outside the use case', async () => {
      const [p, q] = await Promise.all(['Wache P', 'Wache Q'].map((name) => insertOrganization(db.pool, { name, ownerId: ownerUserId })));
      await db.pool.query('update organizations set parent_id = $1 where id = $2', [p, q]);
      await expect(db.pool.query('update organizations set parent_id = $1 where id = $2', [q, p])).rejects.toMatchObject({
        constraint: 'organizations_parent_without_cycle',
      });
    });
  });
});
