import { galleryImageKey, galleryImageUrl } from '../../../domain/files/gallery-image-policy';
import { checkProfileImage, PROFILE_IMAGE_HEAD_BYTES } from '../../../domain/files/profile-image-policy';
import { altTextProblems, sectionFullProblem, SECTION_MAX } from '../../../domain/organization/profile-sections';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { FileStore } from '../files/file-store.port';
import type { ImageUpload } from '../organizations/update-organization-profile.use-case';
import type { GalleryImageProcessor } from './gallery-image-processor.port';
import type { ProfileSectionStore } from './profile-section-store.port';
import { authorizeSectionChange, invalid, sectionsAfter, type SectionChangeResult } from './section-editing';
import { imageSourceOf } from '../files/image-processor.port';

/**
 * Appends an image to the organization's gallery (its owner or staff; at most SECTION_LIMITS.galleryMax).
 * The upload is checked by its first bytes, then decoded and written anew by the platform; the file is
 * written under a fresh key before the row, and removed again when the row is refused (a full gallery).
 */
export class AddGalleryImage {
  constructor(
    private readonly store: ProfileSectionStore,
    private readonly images: GalleryImageProcessor,
    private readonly files: FileStore,
    private readonly clock: Clock,
  ) {}

  async execute(input: { organizationId: string; image: ImageUpload; altText: string }, ctx: RequestContext): Promise<SectionChangeResult> {
    const refused = await authorizeSectionChange(this.store, input.organizationId, ctx);
    if (refused) return refused;
    const altText = input.altText.trim();
    const problems: Array<{ field: string; problem: Parameters<typeof invalid>[0][number]['problem'] }> = altTextProblems(altText);
    const verdict = checkProfileImage(input.image.size, input.image.head.subarray(0, PROFILE_IMAGE_HEAD_BYTES));
    if (!verdict.ok) problems.push({ field: 'image', problem: verdict.problem });
    // A full gallery is named before the upload is decoded: the 51st image costs no work.
    const current = await this.store.read(input.organizationId);
    const full = sectionFullProblem('gallery', current?.gallery.length ?? 0);
    if (full) problems.push(full);
    if (problems.length > 0) return invalid(problems);

    const encoded = await this.images.reencode(await imageSourceOf(input.image));
    if (!encoded.ok) return invalid([{ field: 'image', problem: encoded.code }]);
    const key = galleryImageKey(input.organizationId, encoded.value.bytes, this.clock.now());
    await this.files.write(key, encoded.value.bytes);
    let outcome: Awaited<ReturnType<ProfileSectionStore['appendGalleryImage']>>;
    try {
      outcome = await this.store.appendGalleryImage(
        input.organizationId,
        { fileKey: key, url: galleryImageUrl(key), altText },
        SECTION_MAX.gallery,
      );
    } catch (error) {
      await this.files.delete(key).catch(() => undefined);
      throw error;
    }
    if (outcome !== 'ADDED') {
      await this.files.delete(key).catch(() => undefined);
      return outcome === 'FULL' ? invalid([sectionFullProblem('gallery', SECTION_MAX.gallery)!]) : { ok: false, code: 'NOT_FOUND' };
    }
    return sectionsAfter(this.store, input.organizationId);
  }
}
