import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardContext } from '../../../src/application/board/board-context';
import type { SectionCommand } from '../../../src/application/board/organization-sections/profile-sections-gateway.port';
import type { ContactDraft } from '../../../src/domain/organization/profile-sections';
import type { Board } from '../../../src/infrastructure/di/board';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/infrastructure/di/cookie-names';
import { boardFrom, buildContainer } from '../../../src/infrastructure/di/container';
import { handleSectionPost } from '../../../src/ui/server/organization-sections/section-post.server';
import { insertOrganization, insertUser } from '../support/fixtures';
import { signIn } from '../support/sessions';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Contact persons' photos and video covers end to end: board use case → Apollo (multipart) → /graphql →
 * the platform's use cases → sharp, the local file store and PostgreSQL. A refused entry leaves neither
 * a row nor a file; removing an entry removes its image; replacing or removing only the image keeps the entry.
 */
describe('contact photos and video covers (board → platform → sharp, file store, PostgreSQL)', () => {
  let db: TestDatabase;
  let board: Board;
  const filesDir = mkdtempSync(join(tmpdir(), 'jobboard-orgimages-'));
  let orgId: string;
  let owner: BoardContext;
  const guest: BoardContext = { site: 'suedwest', locale: 'de' };

  const pngBlob = async (width: number, height: number) =>
    new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
            .withMetadata({ exif: { IFD0: { Copyright: 'Fotostudio' } } })
            .png()
            .toBuffer(),
        ),
      ],
      { type: 'image/png' },
    );
  const person = (firstName: string, lastName = 'Keller'): ContactDraft => ({
    salutation: 'ms',
    firstName,
    lastName,
    email: null,
    jobTitle: null,
    phone: null,
    linkedinUrl: null,
    contactInfo: null,
  });
  const change = (command: SectionCommand) => board.changeProfileSection.execute({ organizationId: orgId, command }, owner);
  const storedFiles = () => (existsSync(join(filesDir, 'organizations', orgId)) ? readdirSync(join(filesDir, 'organizations', orgId)) : []);
  const rowCount = async (table: string) =>
    Number((await db.pool.query(`select count(*) from ${table} where organization_id = $1`, [orgId])).rows[0].count);
  const fileOf = (url: string) => join(filesDir, 'organizations', orgId, url.split('/').at(-1)!);

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    board = boardFrom(buildContainer({ site: 'suedwest', databaseUrl: db.url, production: true, filesDir }));
    const ownerId = await insertUser(db.pool, { email: 'inhaber@example.test', roles: [['recruiter', null]] });
    orgId = await insertOrganization(db.pool, { name: 'Bildreich GmbH', ownerId });
    owner = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'inhaber@example.test')).token };
  });
  afterAll(async () => {
    await db.drop();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('a contact person’s photo is re-encoded as WebP within 480 × 480 px without metadata, shown by its url, and leaves with the person', async () => {
    const added = await change({ kind: 'addContact', draft: person('Mara'), photo: await pngBlob(1600, 1200) });
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
    const contact = added.sections.contacts[0]!;
    expect(contact.photoUrl).toMatch(new RegExp(`^/organization-image/${orgId}/contact-[0-9a-f]{8}-[0-9a-z]+\\.webp$`));
    const meta = await sharp(fileOf(contact.photoUrl!)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(meta.exif).toBeUndefined();
    // What a visitor's page loads: the same url, read back through the API.
    const shown = await board.showProfileSections.execute({ organizationId: orgId }, guest);
    expect(shown.contacts[0]!.photoUrl).toBe(contact.photoUrl);

    const removed = await change({ kind: 'remove', section: 'contacts', itemId: contact.id });
    expect(removed.ok && removed.sections.contacts).toEqual([]);
    expect(existsSync(fileOf(contact.photoUrl!))).toBe(false);
  });

  it('a contact person without a photo is still added, with no photo and no file', async () => {
    const added = await change({ kind: 'addContact', draft: person('Jonas', 'Brandt') });
    expect(added.ok && added.sections.contacts.map((c) => [c.firstName, c.photoUrl])).toEqual([['Jonas', null]]);
    expect(storedFiles()).toEqual([]);
    if (added.ok) await change({ kind: 'remove', section: 'contacts', itemId: added.sections.contacts[0]!.id });
  });

  it('a video’s cover is re-encoded within 1280 × 720 px and is its poster; removing the video removes the cover', async () => {
    const added = await change({
      kind: 'addVideo',
      draft: { sourceUrl: 'https://vimeo.com/76979871', coverTitle: 'Unser Team' },
      cover: await pngBlob(2400, 1200),
    });
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
    const video = added.sections.videos[0]!;
    expect(video.coverUrl).toMatch(new RegExp(`^/organization-image/${orgId}/video-cover-[0-9a-f]{8}-[0-9a-z]+\\.webp$`));
    expect(await sharp(fileOf(video.coverUrl!)).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 640 });
    const removed = await change({ kind: 'remove', section: 'videos', itemId: video.id });
    expect(removed.ok && removed.sections.videos).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a bad photo or cover on its own field and writes neither row nor file', async () => {
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' });
    expect(await change({ kind: 'addContact', draft: person('Svea'), photo: svg })).toEqual({
      ok: false,
      errors: [{ field: 'photo', code: 'IMAGE_SVG_NOT_ALLOWED', limit: null }],
    });
    // PNG's first bytes, then nothing a decoder can read.
    const broken = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)])], {
      type: 'image/png',
    });
    expect(
      await change({ kind: 'addVideo', draft: { sourceUrl: 'https://vimeo.com/76979871', coverTitle: 'Kaputt' }, cover: broken }),
    ).toEqual({ ok: false, errors: [{ field: 'cover', code: 'IMAGE_INVALID', limit: null }] });
    // A refused field costs no decoding and stores no photo, though the photo itself was fine.
    const badField = await change({ kind: 'addContact', draft: { ...person('Ole'), email: 'kein-at' }, photo: await pngBlob(400, 400) });
    expect(badField.ok === false && badField.errors.map((e) => `${e.field}:${e.code}`)).toEqual(['email:INVALID_EMAIL']);
    const badHost = await change({
      kind: 'addVideo',
      draft: { sourceUrl: 'https://www.dailymotion.com/video/x7tgad0', coverTitle: 'Film' },
      cover: await pngBlob(400, 400),
    });
    expect(badHost.ok === false && badHost.errors.map((e) => `${e.field}:${e.code}`)).toEqual(['sourceUrl:UNSUPPORTED_VIDEO_HOST']);
    expect(await rowCount('organization_contact_persons')).toBe(0);
    expect(await rowCount('organization_videos')).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  /** What a visitor's browser gets at the image's url. */
  const served = (url: string) => board.organizationImages.handle(new Request(`http://localhost${url}`), orgId, url.split('/').at(-1)!);

  it('replaces a contact’s photo in place: the new one is served within 480 × 480 px, the old file is gone', async () => {
    await change({ kind: 'addContact', draft: person('Erste') });
    const added = await change({ kind: 'addContact', draft: person('Mara'), photo: await pngBlob(400, 400) });
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
    const [first, mara] = added.sections.contacts;
    const oldUrl = mara!.photoUrl!;
    expect((await served(oldUrl)).status).toBe(200);

    const replaced = await change({ kind: 'setImage', section: 'contacts', itemId: mara!.id, image: await pngBlob(1200, 600) });
    if (!replaced.ok) throw new Error(JSON.stringify(replaced.errors));
    // Same entry, same place in the list, only the photo changed.
    expect(replaced.sections.contacts.map((c) => [c.id, c.firstName])).toEqual([
      [first!.id, 'Erste'],
      [mara!.id, 'Mara'],
    ]);
    const newUrl = replaced.sections.contacts[1]!.photoUrl!;
    expect(newUrl).toMatch(new RegExp(`^/organization-image/${orgId}/contact-[0-9a-f]{8}-[0-9a-z]+\\.webp$`));
    expect(newUrl).not.toBe(oldUrl);
    expect(existsSync(fileOf(oldUrl))).toBe(false);
    expect((await served(oldUrl)).status).toBe(404);
    const response = await served(newUrl);
    expect(response.status).toBe(200);
    expect(await sharp(new Uint8Array(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
    expect(storedFiles()).toEqual([newUrl.split('/').at(-1)]);

    for (const c of replaced.sections.contacts) await change({ kind: 'remove', section: 'contacts', itemId: c.id });
    expect(storedFiles()).toEqual([]);
  });

  it('removes a video’s cover and keeps the video; a bad new cover is refused as field image and changes nothing', async () => {
    const added = await change({
      kind: 'addVideo',
      draft: { sourceUrl: 'https://vimeo.com/76979871', coverTitle: 'Unser Team' },
      cover: await pngBlob(1280, 720),
    });
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
    const video = added.sections.videos[0]!;
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], { type: 'image/svg+xml' });
    expect(await change({ kind: 'setImage', section: 'videos', itemId: video.id, image: svg })).toEqual({
      ok: false,
      errors: [{ field: 'image', code: 'IMAGE_SVG_NOT_ALLOWED', limit: null }],
    });
    expect(existsSync(fileOf(video.coverUrl!))).toBe(true);

    const removed = await change({ kind: 'setImage', section: 'videos', itemId: video.id, image: null });
    expect(removed.ok && removed.sections.videos).toEqual([{ ...video, coverUrl: null }]);
    expect(storedFiles()).toEqual([]);
    expect((await db.pool.query('select file_key, cover_url from organization_videos where id = $1', [video.id])).rows).toEqual([
      { file_key: null, cover_url: null },
    ]);
    await change({ kind: 'remove', section: 'videos', itemId: video.id });
  });

  it('an entry of another organization is NOT_FOUND and a list without entry images is named, through /graphql', async () => {
    const strangerId = await insertUser(db.pool, { email: 'fremd@example.test', roles: [['recruiter', null]] });
    const otherOrg = await insertOrganization(db.pool, { name: 'Andere AG', ownerId: strangerId });
    const stranger: BoardContext = { site: 'suedwest', locale: 'de', token: (await signIn(db.pool, 'fremd@example.test')).token };
    const theirs = await board.changeProfileSection.execute(
      { organizationId: otherOrg, command: { kind: 'addContact', draft: person('Fremd') } },
      stranger,
    );
    if (!theirs.ok) throw new Error(JSON.stringify(theirs.errors));
    const theirContact = theirs.sections.contacts[0]!;
    // The owner of this organization names the other's contact under their own organization.
    expect(await change({ kind: 'setImage', section: 'contacts', itemId: theirContact.id, image: await pngBlob(100, 100) })).toEqual({
      ok: false,
      errors: [{ field: null, code: 'NOT_FOUND', limit: null }],
    });
    expect(await change({ kind: 'setImage', section: 'faq', itemId: theirContact.id, image: null })).toEqual({
      ok: false,
      errors: [{ field: 'section', code: 'SECTION_WITHOUT_IMAGES', limit: null }],
    });
    expect(storedFiles()).toEqual([]);
  });

  it('the edit page’s plain forms (no JavaScript) replace and remove a photo, and name a missing file on the entry', async () => {
    const added = await change({ kind: 'addContact', draft: person('Formular') });
    if (!added.ok) throw new Error(JSON.stringify(added.errors));
    const id = added.sections.contacts[0]!.id;
    const returnTo = '/organisation/bildreich/bearbeiten';
    /** The form as the page renders it: the token first, the file last. */
    const post = (action: string, image?: Blob) => {
      const csrf = board.csrfGuard.csrf.issue();
      const form = new FormData();
      form.append('csrfToken', csrf.token);
      for (const [name, value] of Object.entries({ action, locale: 'de', returnTo, section: 'contacts', itemId: id }))
        form.append(name, value);
      if (image) form.append('image', image, 'portrait.png');
      return handleSectionPost(
        new Request(`http://localhost:3000/api/organization-profile/${orgId}?part=sections`, {
          method: 'POST',
          headers: {
            origin: 'http://localhost:3000',
            'sec-fetch-site': 'same-origin',
            cookie: `${CSRF_COOKIE}=${encodeURIComponent(csrf.cookie)}; ${SESSION_COOKIE}=${owner.token}`,
          },
          body: form,
        }),
        orgId,
        board,
      );
    };
    const back = (response: Response) => {
      const url = new URL(response.headers.get('location')!, 'http://localhost:3000');
      return { status: response.status, path: url.pathname, query: Object.fromEntries(url.searchParams), hash: url.hash };
    };

    expect(back(await post('replaceImage', await pngBlob(300, 300)))).toEqual({
      status: 303,
      path: returnTo,
      query: { sectionNotice: 'replaceImage', sectionList: 'contacts' },
      hash: '#section-contacts',
    });
    const photoUrl = (await board.showProfileSections.execute({ organizationId: orgId }, guest)).contacts[0]!.photoUrl!;
    expect(existsSync(fileOf(photoUrl))).toBe(true);

    expect(back(await post('replaceImage'))).toMatchObject({
      status: 303,
      query: { sectionError: 'REQUIRED', sectionList: 'contacts', sectionItem: id, sectionErrors: 'image.REQUIRED' },
    });
    expect(back(await post('removeImage'))).toMatchObject({ status: 303, query: { sectionNotice: 'removeImage' } });
    expect((await board.showProfileSections.execute({ organizationId: orgId }, guest)).contacts[0]!.photoUrl).toBeNull();
    expect(storedFiles()).toEqual([]);
    await change({ kind: 'remove', section: 'contacts', itemId: id });
  });

  it('a full list refuses the eleventh contact with its photo naming the limit, and keeps no file of it', async () => {
    for (let i = 1; i <= 10; i += 1) expect((await change({ kind: 'addContact', draft: person(`Person${i}`) })).ok).toBe(true);
    const refused = await change({ kind: 'addContact', draft: person('Elf'), photo: await pngBlob(400, 400) });
    expect(refused).toEqual({ ok: false, errors: [{ field: 'contacts', code: 'LIMIT_REACHED', limit: 10 }] });
    expect(await rowCount('organization_contact_persons')).toBe(10);
    expect(storedFiles()).toEqual([]);
  });
});
