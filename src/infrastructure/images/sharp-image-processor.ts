import sharp from 'sharp';
import type { ImageProcessor, ImageSource } from '../../application/platform/files/image-processor.port';
import { COVER_RATIO, MAX_PROFILE_IMAGE_PIXELS, PROFILE_IMAGE_BOUNDS } from '../../domain/files/profile-image-policy';
import { err, ok } from '../../domain/shared/result';

/** The only formats decoded; sharp would also read SVG, GIF, TIFF, HEIF… which are not profile images. */
const DECODABLE = new Set(['png', 'jpeg', 'webp']);

type Reencoded = Awaited<ReturnType<ImageProcessor['reencode']>>;

/**
 * ImageProcessor on sharp (libvips). The bytes are decoded as png, jpeg or webp only, whatever they
 * claim to be; the picture is turned upright (EXIF orientation), bounded (a logo fits into 512 × 512; a
 * cover is cut to 2 : 1 around its most interesting part, at most 2000 × 1000), never enlarged, and
 * written anew as WebP without any metadata (no EXIF location, no ICC profile, no comments).
 */
export class SharpImageProcessor implements ImageProcessor {
  async reencode(source: ImageSource, kind: 'logo' | 'cover'): Promise<Reencoded> {
    // A temporary file is read by libvips itself, in pieces, rather than held here as a whole.
    const input = source instanceof Uint8Array ? source : source.path;
    const options = { limitInputPixels: MAX_PROFILE_IMAGE_PIXELS, failOn: 'error', sequentialRead: true } as const;
    let format: string | undefined;
    let width: number | undefined;
    let height: number | undefined;
    try {
      ({ format, width, height } = await sharp(input, options).metadata());
    } catch {
      return err('IMAGE_INVALID');
    }
    if (!format || !DECODABLE.has(format) || !width || !height) return err('IMAGE_INVALID');
    if (width * height > MAX_PROFILE_IMAGE_PIXELS) return err('IMAGE_TOO_LARGE');

    const bounds = PROFILE_IMAGE_BOUNDS[kind];
    try {
      let pipeline = sharp(input, options).rotate();
      if (kind === 'logo') {
        pipeline = pipeline.resize({ width: bounds.width, height: bounds.height, fit: 'inside', withoutEnlargement: true });
      } else {
        // The largest 2 : 1 frame the picture holds, scaled down to at most 2000 × 1000.
        const upright = await sharp(input, options).rotate().toBuffer({ resolveWithObject: true });
        const w = upright.info.width;
        const h = upright.info.height;
        const frameWidth = Math.min(w, Math.floor((h * COVER_RATIO.width) / COVER_RATIO.height), bounds.width);
        const frameHeight = Math.round((frameWidth * COVER_RATIO.height) / COVER_RATIO.width);
        if (frameWidth < 2 || frameHeight < 1) return err('IMAGE_INVALID');
        pipeline = sharp(upright.data, options).resize({
          width: frameWidth,
          height: frameHeight,
          fit: 'cover',
          position: sharp.strategy.attention,
        });
      }
      const { data, info } = await pipeline
        .webp({ quality: kind === 'logo' ? 90 : 82, alphaQuality: 100, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return ok({
        bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
        contentType: 'image/webp',
        width: info.width,
        height: info.height,
      });
    } catch {
      return err('IMAGE_INVALID');
    }
  }
}
