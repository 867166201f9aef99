import type { Result } from '../../../domain/shared/result';

/**
 * An image to decode: its bytes at hand, or the local temporary file an upload was streamed to, which
 * the decoder reads itself (the upload is then never held in memory as a whole).
 */
export type ImageSource = Uint8Array | { readonly path: string };

/** What a use case hands the decoder for an upload: its file where there is one, else its bytes. */
export const imageSourceOf = async (upload: {
  readonly localPath?: string | undefined;
  bytes(): Promise<Uint8Array>;
}): Promise<ImageSource> => (upload.localPath ? { path: upload.localPath } : upload.bytes());

/**
 * Decodes an uploaded image and writes it anew: metadata stripped, dimensions bounded per kind
 * (domain/files/profile-image-policy.ts). `IMAGE_INVALID` when the bytes are no png, jpeg or webp the
 * decoder can read (whatever their first bytes claim); `IMAGE_TOO_LARGE` when they decode to too many pixels.
 */
export interface ImageProcessor {
  reencode(
    input: ImageSource,
    kind: 'logo' | 'cover',
  ): Promise<
    Result<
      { bytes: Uint8Array; contentType: 'image/webp' | 'image/png' | 'image/jpeg'; width: number; height: number },
      'IMAGE_INVALID' | 'IMAGE_TOO_LARGE'
    >
  >;
}
