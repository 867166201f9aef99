import type { Result } from '../../../domain/shared/result';
import type { ImageSource } from '../files/image-processor.port';

/**
 * Decodes an uploaded image of a profile list (gallery image, contact photo, video cover) and writes it
 * anew as WebP without metadata, within its kind's bounds (domain/files/gallery-image-policy.ts). Same
 * refusals as the profile images.
 */
export interface GalleryImageProcessor {
  reencode(input: ImageSource): Promise<Result<{ bytes: Uint8Array; width: number; height: number }, 'IMAGE_INVALID' | 'IMAGE_TOO_LARGE'>>;
}
