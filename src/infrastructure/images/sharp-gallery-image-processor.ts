import sharp from 'sharp';
import type { GalleryImageProcessor } from '../../application/platform/organization-sections/gallery-image-processor.port';
import { GALLERY_IMAGE_BOUNDS, type ImageBounds } from '../../domain/files/gallery-image-policy';
import { MAX_PROFILE_IMAGE_PIXELS } from '../../domain/files/profile-image-policy';
import { err, ok } from '../../domain/shared/result';
import type { ImageSource } from '../../application/platform/files/image-processor.port';

/** The only formats decoded; sharp would also read SVG, GIF, TIFF, HEIF… which are no gallery images. */
const DECODABLE = new Set(['png', 'jpeg', 'webp']);

type Reencoded = Awaited<ReturnType<GalleryImageProcessor['reencode']>>;

/**
 * GalleryImageProcessor on sharp (libvips): decoded as png, jpeg or webp only, whatever the bytes claim;
 * turned upright (EXIF orientation), fitted into its bounds (the gallery's unless told: contact photos and
 * video covers are smaller) without enlarging, and written anew as WebP without any metadata (no EXIF
 * location, no ICC profile, no comments).
 */
export class SharpGalleryImageProcessor implements GalleryImageProcessor {
  constructor(private readonly bounds: ImageBounds = GALLERY_IMAGE_BOUNDS) {}

  async reencode(source: ImageSource): Promise<Reencoded> {
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
    try {
      const { data, info } = await sharp(input, options)
        .rotate()
        .resize({ width: this.bounds.width, height: this.bounds.height, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return ok({ bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height });
    } catch {
      return err('IMAGE_INVALID');
    }
  }
}
