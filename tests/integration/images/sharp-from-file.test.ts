import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharpGalleryImageProcessor } from '../../../src/infrastructure/images/sharp-gallery-image-processor';
import { SharpImageProcessor } from '../../../src/infrastructure/images/sharp-image-processor';

/*
 * Uploaded images are decoded from the temporary file they were streamed to (libvips reads it in
 * pieces), with the same checks as bytes: the content decides, never the name.
 */
let dir: string;
let photo: string;
let fake: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sharp-file-'));
  photo = join(dir, 'upload-1');
  fake = join(dir, 'upload-2');
  const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  writeFileSync(photo, png);
  writeFileSync(fake, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const isWebp = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP';

describe('images decoded from their temporary file', () => {
  it('a logo is written anew as WebP within 512 × 512, the same as from its bytes', async () => {
    const images = new SharpImageProcessor();
    const fromFile = await images.reencode({ path: photo }, 'logo');
    expect(fromFile.ok && { w: fromFile.value.width, h: fromFile.value.height, webp: isWebp(fromFile.value.bytes) }).toEqual({
      w: 512,
      h: 384,
      webp: true,
    });
    const fromBytes = await images.reencode(new Uint8Array(await sharp(photo).toBuffer()), 'logo');
    expect(fromBytes.ok && [fromBytes.value.width, fromBytes.value.height]).toEqual([512, 384]);
  });

  it('a cover is cut to 2 : 1 from the file', async () => {
    const cover = await new SharpImageProcessor().reencode({ path: photo }, 'cover');
    expect(cover.ok && [cover.value.width, cover.value.height]).toEqual([1200, 600]);
  });

  it('a file that is no png, jpeg or webp is refused, whatever its name', async () => {
    expect(await new SharpImageProcessor().reencode({ path: fake }, 'logo')).toMatchObject({ ok: false, code: 'IMAGE_INVALID' });
    expect(await new SharpGalleryImageProcessor().reencode({ path: fake })).toMatchObject({ ok: false, code: 'IMAGE_INVALID' });
  });

  it('a gallery image is written anew as WebP from the file', async () => {
    const image = await new SharpGalleryImageProcessor().reencode({ path: photo });
    expect(image.ok && isWebp(image.value.bytes)).toBe(true);
  });
});
