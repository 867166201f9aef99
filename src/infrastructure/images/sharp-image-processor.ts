import sharp from 'sharp';
import type { ImageProcessor } from '../../application/platform/files/image-processor.port';
import { err, ok } from '../../domain/shared/result';

/** Longest side of stored images; larger uploads are scaled down. */
const MAX_SIDE = { logo: 800, cover: 2400 } as const;
/** Decoding refuses images beyond this many pixels (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes uploads with sharp (libvips) to WebP: the pixels are decoded and written anew, metadata
 * (EXIF, XMP, ICC comments) is not copied, and the result is scaled to fit the kind's size. Anything
 * libvips cannot decode as an image (SVG is not offered to it: callers refuse it first) is IMAGE_INVALID.
 */
export class SharpImageProcessor implements ImageProcessor {
  async reencode(input: Uint8Array, kind: 'logo' | 'cover') {
    try {
      const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      const meta = await image.metadata();
      if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) return err('IMAGE_INVALID');
      const side = MAX_SIDE[kind];
      const { data, info } = await image.rotate().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
      return ok({ bytes: new Uint8Array(data), contentType: 'image/webp' as const, width: info.width, height: info.height });
    } catch (error) {
      return /pixel limit/i.test(String((error as Error).message)) ? err('IMAGE_TOO_LARGE') : err('IMAGE_INVALID');
    }
  }
}
