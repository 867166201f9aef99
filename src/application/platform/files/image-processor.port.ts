import type { Result } from '../../../domain/shared/result';

/**
 * Re-encodes an uploaded image (logo, cover): decoded and written again, so whatever an upload carried
 * besides pixels (scripts in metadata, polyglot payloads) does not survive, and oversized images shrink.
 */
export interface ImageProcessor {
  reencode(
    input: Uint8Array,
    kind: 'logo' | 'cover',
  ): Promise<Result<{ bytes: Uint8Array; contentType: 'image/webp' | 'image/png' | 'image/jpeg'; width: number; height: number }, 'IMAGE_INVALID' | 'IMAGE_TOO_LARGE'>>;
}
