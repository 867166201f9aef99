import type { SectionImageKind } from '../../../domain/files/gallery-image-policy';
import { type ImageSection, isImageSection, type ProfileSection } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { FileStore } from '../files/file-store.port';
import type { ImageUpload } from '../organizations/update-organization-profile.use-case';
import type { GalleryImageProcessor } from './gallery-image-processor.port';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, invalid, isItemId, sectionsAfter, type SectionChangeResult } from './section-editing';
import { type StoredSectionImage, storeSectionImage, uploadProblem } from './section-image';

/** The file name's kind of each list's image (the same as when the entry was added with it). */
const KIND: Readonly<Record<ImageSection, SectionImageKind>> = { contacts: 'contact', videos: 'video-cover' };

/** What replacing an entry's image needs: each list's decoder (with its bounds), the file store, the time. */
export interface EntryImageDeps {
  readonly images: Readonly<Record<ImageSection, GalleryImageProcessor>>;
  readonly files: FileStore;
  readonly clock: Clock;
}

/**
 * Replaces or removes the photo of a contact person or the cover of a video (its owner or staff), keeping
 * the entry and its place in the list. A new image is judged like one added with its entry (refused as
 * field `image`) and written before the row; the row changes in one transaction, and the file the entry
 * held before leaves the store only after that commit, so the page never points at a missing file. When
 * the row cannot change (the entry is gone, the write fails), the new file is deleted again.
 */
export class SetSectionEntryImage {
  constructor(
    private readonly store: ProfileSectionStore,
    private readonly deps: EntryImageDeps,
  ) {}

  async execute(
    input: { organizationId: string; section: ProfileSection; itemId: string; image: ImageUpload | null },
    ctx: RequestContext,
  ): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    const { section, organizationId, itemId } = input;
    if (!isImageSection(section)) return invalid([{ field: 'section', problem: 'SECTION_WITHOUT_IMAGES' }]);
    if (!isItemId(itemId)) return { ok: false, code: 'NOT_FOUND' };
    const problem = input.image ? uploadProblem(input.image) : null;
    if (problem) return invalid([{ field: 'image', problem }]);
    // An entry of another organization (or one removed meanwhile) costs no decoding and no file.
    const current = await this.store.read(organizationId);
    if (!current?.[section].some((entry) => entry.id === itemId)) return { ok: false, code: 'NOT_FOUND' };

    let image: StoredSectionImage | null = null;
    if (input.image) {
      const stored = await storeSectionImage(KIND[section], organizationId, input.image, {
        ...this.deps,
        images: this.deps.images[section],
      });
      if (!stored.ok) return invalid([{ field: 'image', problem: stored.code }]);
      image = stored.value;
    }
    const discardNew = async () => {
      if (image) await this.deps.files.delete(image.fileKey).catch(() => undefined);
    };
    let changed: { readonly previousFileKey: string | null } | null;
    try {
      changed = await this.store.setEntryImage(organizationId, section, itemId, image);
    } catch (error) {
      await discardNew();
      throw error;
    }
    if (!changed) {
      await discardNew();
      return { ok: false, code: 'NOT_FOUND' };
    }
    // The old file is only an orphan on disk when it cannot be deleted now, never a broken page.
    if (changed.previousFileKey && changed.previousFileKey !== image?.fileKey)
      await this.deps.files.delete(changed.previousFileKey).catch(() => undefined);
    return sectionsAfter(this.store, organizationId);
  }
}
