import { galleryImageUrl, sectionImageKey, type SectionImageKind } from '../../../domain/files/gallery-image-policy';
import { checkProfileImage, PROFILE_IMAGE_HEAD_BYTES, type ProfileImageProblem } from '../../../domain/files/profile-image-policy';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { FileStore } from '../files/file-store.port';
import { imageSourceOf } from '../files/image-processor.port';
import type { ImageUpload } from '../organizations/update-organization-profile.use-case';
import type { GalleryImageProcessor } from './gallery-image-processor.port';

/** An image of a profile list the platform re-encoded and wrote to the file store. */
export interface StoredSectionImage {
  readonly fileKey: string;
  readonly url: string;
}

/** What storing an optional list image needs: its decoder (with its kind's bounds), the file store, the time. */
export interface SectionImageDeps {
  readonly images: GalleryImageProcessor;
  readonly files: FileStore;
  readonly clock: Clock;
}

/** The upload's problem judged by its size and first bytes only (no decoding); null when it may be decoded. */
export function uploadProblem(upload: ImageUpload): ProfileImageProblem | null {
  const verdict = checkProfileImage(upload.size, upload.head.subarray(0, PROFILE_IMAGE_HEAD_BYTES));
  return verdict.ok ? null : verdict.problem;
}

/** Decodes the upload, writes it anew under a fresh key and answers where it lives, or why it was refused. */
export async function storeSectionImage(
  kind: SectionImageKind,
  organizationId: string,
  upload: ImageUpload,
  deps: SectionImageDeps,
): Promise<Result<StoredSectionImage, 'IMAGE_INVALID' | 'IMAGE_TOO_LARGE'>> {
  const encoded = await deps.images.reencode(await imageSourceOf(upload));
  if (!encoded.ok) return err(encoded.code);
  const fileKey = sectionImageKey(kind, organizationId, encoded.value.bytes, deps.clock.now());
  await deps.files.write(fileKey, encoded.value.bytes);
  return ok({ fileKey, url: galleryImageUrl(fileKey) });
}

/**
 * Stores the row of an entry whose image was already written; the image leaves the store again when the
 * row is refused or the write fails, so a refused entry leaves no file behind.
 */
export async function appendWithImage<T extends string>(
  image: StoredSectionImage | null,
  files: FileStore,
  append: () => Promise<T>,
  stored: T,
): Promise<T> {
  let outcome: T;
  try {
    outcome = await append();
  } catch (error) {
    if (image) await files.delete(image.fileKey).catch(() => undefined);
    throw error;
  }
  if (outcome !== stored && image) await files.delete(image.fileKey).catch(() => undefined);
  return outcome;
}
