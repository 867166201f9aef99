import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkProfileImage,
  detectProfileImageType,
  fingerprint,
  isProfileImageKey,
  MAX_PROFILE_IMAGE_BYTES,
  profileImageFromPath,
  profileImageKey,
  profileImageUrl,
} from '../../../src/domain/files/profile-image-policy';
import { isFileKey } from '../../../src/domain/files/file-key';
import { sectionImageKey } from '../../../src/domain/files/gallery-image-policy';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (s: string) => new TextEncoder().encode(s);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50);

describe('profile image policy', () => {
  it('recognises png, jpeg and webp by their first bytes, whatever a name says', () => {
    expect([PNG, JPEG, WEBP].map(detectProfileImageType)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(detectProfileImageType(text('%PDF-1.7'))).toBeNull();
    expect(detectProfileImageType(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45))).toBeNull(); // RIFF WAVE
  });

  it('refuses SVG with its own message, anything else as not allowed, too large and empty files', () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?>\n<svg>',
      '\uFEFF  <!-- logo --><svg>',
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"><svg>',
    ]) {
      expect(checkProfileImage(100, text(svg)), svg).toEqual({ ok: false, problem: 'IMAGE_SVG_NOT_ALLOWED' });
    }
    expect(checkProfileImage(100, text('<html><script>alert(1)</script>'))).toEqual({ ok: false, problem: 'IMAGE_TYPE_NOT_ALLOWED' });
    expect(checkProfileImage(100, text('GIF89a'))).toEqual({ ok: false, problem: 'IMAGE_TYPE_NOT_ALLOWED' });
    expect(checkProfileImage(MAX_PROFILE_IMAGE_BYTES + 1, PNG)).toEqual({ ok: false, problem: 'IMAGE_TOO_LARGE' });
    expect(checkProfileImage(0, new Uint8Array())).toEqual({ ok: false, problem: 'IMAGE_INVALID' });
    expect(checkProfileImage(MAX_PROFILE_IMAGE_BYTES, PNG)).toEqual({ ok: true, type: 'image/png' });
  });

  it('property: bytes without an image signature are never accepted', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (head) => {
        const verdict = checkProfileImage(head.length, head);
        expect(verdict.ok).toBe(detectProfileImageType(head) !== null);
      }),
    );
  });

  it('keys: per organization and kind, a content fingerprint and the time; valid file-store keys; URL and path round-trip', () => {
    const key = profileImageKey('42', 'logo', text('abc'), 'image/webp', new Date('2026-11-22T12:00:00Z'));
    expect(key).toMatch(/^organizations\/42\/logo-[0-9a-f]{8}-[0-9a-z]+\.webp$/);
    expect(isFileKey(key) && isProfileImageKey(key)).toBe(true);
    const url = profileImageUrl(key);
    expect(url).toBe(`/organization-image/${key.slice('organizations/'.length)}`);
    const [, , id, name] = url.split('/');
    expect(profileImageFromPath(id!, name!)).toEqual({ key, type: 'image/webp' });
    expect(profileImageFromPath('42', '../41/logo-00000000-a.webp')).toBeNull();
    expect(profileImageFromPath('42', 'logo-00000000-a.svg')).toBeNull();
    expect(profileImageFromPath('042', 'logo-00000000-a.png')).toBeNull();
  });

  it('the lists’ images (gallery, contact photo, video cover) are valid keys served by the same route, and only as WebP', () => {
    for (const kind of ['gallery', 'contact', 'video-cover'] as const) {
      const key = sectionImageKey(kind, '42', text('portrait'), new Date('2026-11-27T12:00:00Z'));
      expect(key).toMatch(new RegExp(`^organizations/42/${kind}-[0-9a-f]{8}-[0-9a-z]+\\.webp$`));
      expect(isFileKey(key) && isProfileImageKey(key)).toBe(true);
      const [, , id, name] = profileImageUrl(key).split('/');
      expect(profileImageFromPath(id!, name!)).toEqual({ key, type: 'image/webp' });
    }
    expect(profileImageFromPath('42', 'contact-00000000-a.svg')).toBeNull();
    expect(profileImageFromPath('42', 'contacts-00000000-a.webp')).toBeNull();
  });

  it('property: different content gives different fingerprints (almost always), the same content the same', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 200 }), (a, b) => {
        expect(fingerprint(a)).toBe(fingerprint(new Uint8Array(a)));
        if (a.length === b.length && a.every((v, i) => v === b[i])) expect(fingerprint(a)).toBe(fingerprint(b));
        expect(fingerprint(a)).toMatch(/^[0-9a-f]{8}$/);
      }),
    );
    expect(fingerprint(text('a'))).not.toBe(fingerprint(text('b')));
  });
});
