import type { Result } from '../../../domain/shared/result';

/**
 * Decodes an uploaded image and writes it anew: metadata stripped, dimensions bounded per kind
 * (domain/files/profile-image-policy.ts). `IMAGE_INVALID` when the bytes are no png, jpeg or webp the
 * decoder can read (whatever their first bytes claim); `IMAGE_TOO_LARGE` when they decode to too many pixels.
 */
export interface ImageProcessor {
  reencode(
    input: Uint8Array,
    kind: 'logo' | 'cover',
  ): Promise<
    Result<
      { bytes: Uint8Array; contentType: 'image/webp' | 'image/png' | 'image/jpeg'; width: number; height: number },
      'IMAGE_INVALID' | 'IMAGE_TOO_LARGE'
    >
  >;
}
