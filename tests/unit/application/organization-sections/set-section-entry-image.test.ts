import { describe, expect, it } from 'vitest';
import type { GalleryImageProcessor } from '../../../../src/application/platform/organization-sections/gallery-image-processor.port';
import type {
  ProfileSectionStore,
  StoredImage,
} from '../../../../src/application/platform/organization-sections/profile-section-store.port';
import { SetSectionEntryImage } from '../../../../src/application/platform/organization-sections/set-section-entry-image.use-case';
import type { ImageUpload } from '../../../../src/application/platform/organizations/update-organization-profile.use-case';
import type { ImageSection, ProfileSections } from '../../../../src/domain/organization/profile-sections';
import { err, ok } from '../../../../src/domain/shared/result';
import { fixedClock } from '../../../support/fixed-clock';
import { InMemoryFileStore } from '../../../support/in-memory-file-store';
import { ctx, siteAdminActor, userActor } from '../../../support/request-context';

const OLD_PHOTO = 'organizations/1/contact-00000001-old.webp';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A PNG by its first bytes; `readable: false` is one the decoder cannot read. */
const upload = (readable = true): ImageUpload => {
  const bytes = new Uint8Array([...PNG_SIGNATURE, readable ? 1 : 0, 2, 3]);
  return { size: bytes.length, head: bytes, bytes: async () => bytes };
};
const svg = (): ImageUpload => {
  const bytes = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return { size: bytes.length, head: bytes, bytes: async () => bytes };
};

/** A decoder that marks what it wrote with its list's tag, so the test sees which bounds were used. */
const decoder = (tag: number, calls: string[]): GalleryImageProcessor => ({
  async reencode(source) {
    calls.push(`decode:${tag}`);
    const bytes = source instanceof Uint8Array ? source : new Uint8Array();
    return bytes[8] === 0 ? err('IMAGE_INVALID') : ok({ bytes: new Uint8Array([tag, ...bytes]), width: 10, height: 10 });
  },
});

/**
 * Organization 1 (owned by user 10): contact 5 with a photo, video 6 without a cover, a gallery image 7.
 * Organization 2 (owned by user 20): contact 8. The store records what the file store held when each change committed.
 */
function world() {
  const files = new InMemoryFileStore();
  files.files.set(OLD_PHOTO, new Uint8Array([9]));
  const images: Record<string, { fileKey: string | null; url: string | null }> = {
    '1/contacts/5': { fileKey: OLD_PHOTO, url: '/organization-image/1/contact-00000001-old.webp' },
    '1/videos/6': { fileKey: null, url: null },
    '2/contacts/8': { fileKey: null, url: null },
  };
  const commits: Array<{ key: string; image: StoredImage | null; filesAtCommit: string[] }> = [];
  let failNext = false;
  const sectionsOf = (org: string): ProfileSections => {
    const entries = (section: ImageSection) =>
      Object.entries(images)
        .filter(([k]) => k.startsWith(`${org}/${section}/`))
        .map(([k, v]) => ({ id: k.split('/')[2]!, url: v.url }));
    return {
      organizationId: org,
      gallery: org === '1' ? [{ id: '7', url: '/organization-image/1/gallery.webp', altText: 'Büro' }] : [],
      faq: [],
      videos: entries('videos').map((e) => ({ id: e.id, sourceUrl: 'https://vimeo.com/1', coverTitle: 'Film', coverUrl: e.url })),
      contacts: entries('contacts').map((e) => ({
        id: e.id,
        salutation: null,
        firstName: 'Mara',
        lastName: 'Keller',
        email: null,
        jobTitle: null,
        phone: null,
        linkedinUrl: null,
        contactInfo: null,
        photoUrl: e.url,
      })),
      locations: [],
      brochures: [],
    };
  };
  const store = {
    teamOf: async (id: string) =>
      id === '1'
        ? { team: [{ userId: '10', role: 'owner' as const }], sites: ['default'] }
        : id === '2'
          ? { team: [{ userId: '20', role: 'owner' as const }], sites: ['default'] }
          : null,
    read: async (id: string) => (id === '1' || id === '2' ? sectionsOf(id) : null),
    setEntryImage: async (org: string, section: ImageSection, itemId: string, image: StoredImage | null) => {
      const key = `${org}/${section}/${itemId}`;
      const entry = images[key];
      if (!entry) return null;
      if (failNext) throw new Error('connection lost');
      commits.push({ key, image, filesAtCommit: [...files.files.keys()].sort() });
      const previousFileKey = entry.fileKey;
      images[key] = { fileKey: image?.fileKey ?? null, url: image?.url ?? null };
      return { previousFileKey };
    },
  } as unknown as ProfileSectionStore;
  const calls: string[] = [];
  const useCase = new SetSectionEntryImage(store, {
    images: { contacts: decoder(1, calls), videos: decoder(2, calls) },
    files,
    clock: fixedClock('2026-11-27T12:00:00Z'),
  });
  return {
    useCase,
    files,
    images,
    commits,
    calls,
    failOnNextWrite: () => {
      failNext = true;
    },
  };
}

const owner = ctx({ actor: userActor('10', 'recruiter') });

describe('SetSectionEntryImage', () => {
  it('replaces a contact’s photo: the new file is written before the row, the old one deleted only after the commit', async () => {
    const w = world();
    const result = await w.useCase.execute({ organizationId: '1', section: 'contacts', itemId: '5', image: upload() }, owner);
    if (!result.ok) throw new Error(JSON.stringify(result));
    const photoUrl = result.value.contacts[0]!.photoUrl!;
    expect(photoUrl).toMatch(/^\/organization-image\/1\/contact-[0-9a-f]{8}-[0-9a-z]+\.webp$/);
    const newKey = w.commits[0]!.image!.fileKey;
    // At the commit both files were there: the page shows the old photo until the new row is in.
    expect(w.commits[0]!.filesAtCommit).toEqual([newKey, OLD_PHOTO].sort());
    expect([...w.files.files.keys()]).toEqual([newKey]);
    // Decoded with the photo's decoder (its bounds), not the cover's.
    expect(w.files.files.get(newKey)![0]).toBe(1);
    expect(w.calls).toEqual(['decode:1']);
  });

  it('sets a video’s cover with the cover’s decoder, and removes it again without a file left', async () => {
    const w = world();
    const set = await w.useCase.execute({ organizationId: '1', section: 'videos', itemId: '6', image: upload() }, owner);
    if (!set.ok) throw new Error(JSON.stringify(set));
    expect(set.value.videos[0]!.coverUrl).toMatch(/^\/organization-image\/1\/video-cover-[0-9a-f]{8}-[0-9a-z]+\.webp$/);
    const coverKey = w.images['1/videos/6']!.fileKey!;
    expect(w.files.files.get(coverKey)![0]).toBe(2);

    const removed = await w.useCase.execute({ organizationId: '1', section: 'videos', itemId: '6', image: null }, owner);
    expect(removed.ok && removed.value.videos[0]!.coverUrl).toBeNull();
    expect(w.files.files.has(coverKey)).toBe(false);
    expect(w.files.files.has(OLD_PHOTO)).toBe(true);
  });

  it('removing a photo clears the row, then deletes its file', async () => {
    const w = world();
    const result = await w.useCase.execute({ organizationId: '1', section: 'contacts', itemId: '5', image: null }, owner);
    expect(result.ok && result.value.contacts[0]!.photoUrl).toBeNull();
    expect(w.commits[0]).toMatchObject({ image: null, filesAtCommit: [OLD_PHOTO] });
    expect(w.files.files.size).toBe(0);
  });

  it('an old file that cannot be deleted leaves the change stored (only an orphan on disk)', async () => {
    const w = world();
    w.files.undeletable.add(OLD_PHOTO);
    const result = await w.useCase.execute({ organizationId: '1', section: 'contacts', itemId: '5', image: null }, owner);
    expect(result.ok && result.value.contacts[0]!.photoUrl).toBeNull();
  });

  it('staff may change it; a guest, a stranger or an editor of another organization may not, and nothing is written', async () => {
    const w = world();
    const staff = ctx({ actor: siteAdminActor('99') });
    expect((await w.useCase.execute({ organizationId: '2', section: 'contacts', itemId: '8', image: upload() }, staff)).ok).toBe(true);
    const input = { organizationId: '1', section: 'contacts' as const, itemId: '5', image: upload() };
    expect(await w.useCase.execute(input, ctx())).toEqual({ ok: false, code: 'UNAUTHENTICATED' });
    expect(await w.useCase.execute(input, ctx({ actor: userActor('20', 'recruiter') }))).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(w.commits.map((c) => c.key)).toEqual(['2/contacts/8']);
    expect(w.calls).toEqual(['decode:1']);
  });

  it('an entry of another organization, an unknown entry or a malformed id is NOT_FOUND before any decoding', async () => {
    const w = world();
    for (const itemId of ['8', '404', '5 or 1=1'])
      expect(await w.useCase.execute({ organizationId: '1', section: 'contacts', itemId, image: upload() }, owner)).toEqual({
        ok: false,
        code: 'NOT_FOUND',
      });
    expect(w.calls).toEqual([]);
    expect(w.commits).toEqual([]);
    expect([...w.files.files.keys()]).toEqual([OLD_PHOTO]);
  });

  it('refuses a list without entry images as field section, and a bad image as field image, writing nothing', async () => {
    const w = world();
    expect(await w.useCase.execute({ organizationId: '1', section: 'gallery', itemId: '7', image: upload() }, owner)).toEqual({
      ok: false,
      code: 'INVALID',
      errors: [{ field: 'section', problem: 'SECTION_WITHOUT_IMAGES' }],
    });
    expect(await w.useCase.execute({ organizationId: '1', section: 'contacts', itemId: '5', image: svg() }, owner)).toEqual({
      ok: false,
      code: 'INVALID',
      errors: [{ field: 'image', problem: 'IMAGE_SVG_NOT_ALLOWED' }],
    });
    const tooLarge = { ...upload(), size: 5 * 1024 * 1024 + 1 };
    expect(await w.useCase.execute({ organizationId: '1', section: 'contacts', itemId: '5', image: tooLarge }, owner)).toEqual({
      ok: false,
      code: 'INVALID',
      errors: [{ field: 'image', problem: 'IMAGE_TOO_LARGE' }],
    });
    expect(await w.useCase.execute({ organizationId: '1', section: 'contacts', itemId: '5', image: upload(false) }, owner)).toEqual({
      ok: false,
      code: 'INVALID',
      errors: [{ field: 'image', problem: 'IMAGE_INVALID' }],
    });
    expect(w.commits).toEqual([]);
    expect([...w.files.files.keys()]).toEqual([OLD_PHOTO]);
  });

  it('when the row’s write fails, the new file is deleted again and the old one kept', async () => {
    const w = world();
    w.failOnNextWrite();
    await expect(w.useCase.execute({ organizationId: '1', section: 'contacts', itemId: '5', image: upload() }, owner)).rejects.toThrow(
      'connection lost',
    );
    expect([...w.files.files.keys()]).toEqual([OLD_PHOTO]);
  });
});
