/*
 * Logo and cover of an organization profile: png, jpeg or webp, recognised by their
 * content, never by a name or a declared type. SVG is refused: it is a document that can carry script.
 * Accepted images are re-encoded by the platform (metadata stripped, dimensions bounded) before they
 * are stored, so what is served is always an image the platform wrote itself.
 */

export type ProfileImageKind = 'logo' | 'cover';
export const PROFILE_IMAGE_KINDS: readonly ProfileImageKind[] = ['logo', 'cover'];

export type ProfileImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/** Uploads beyond this are refused before anything is decoded. */
export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoded size beyond this is refused too: a small file can decode to gigabytes (decompression bomb). */
export const MAX_PROFILE_IMAGE_PIXELS = 40_000_000;

/**
 * Stored dimensions: a logo fits into 512 × 512; a cover is cut to the product's teaser ratio 1000 by 500
 * and at most 2000 × 1000. Smaller images are never enlarged.
 */
export const PROFILE_IMAGE_BOUNDS: Readonly<Record<ProfileImageKind, { readonly width: number; readonly height: number }>> = {
  logo: { width: 512, height: 512 },
  cover: { width: 2000, height: 1000 },
};
export const COVER_RATIO = { width: 1000, height: 500 } as const;

/** Bytes the type check reads. */
export const PROFILE_IMAGE_HEAD_BYTES = 512;

export type ProfileImageProblem = 'IMAGE_TOO_LARGE' | 'IMAGE_SVG_NOT_ALLOWED' | 'IMAGE_TYPE_NOT_ALLOWED' | 'IMAGE_INVALID';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  signature.every((b, i) => bytes[offset + i] === b);

/** The raster type the first bytes announce, or null. */
export function detectProfileImageType(head: Uint8Array): ProfileImageType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Text that looks like SVG (or any XML/HTML document), after an optional BOM and whitespace: told apart for a clearer message. */
export function looksLikeSvg(head: Uint8Array): boolean {
  let text = '';
  for (const byte of head) text += String.fromCharCode(byte);
  return /^(\uFEFF|\xEF\xBB\xBF)?\s*(<\?xml|<svg|<!doctype svg|<!--[\s\S]*?-->\s*<svg)/i.test(text) || /<svg[\s>]/i.test(text);
}

/** The first check of an upload, from its size and first bytes; decoding is the image processor's. */
export function checkProfileImage(
  size: number,
  head: Uint8Array,
): { readonly ok: true; readonly type: ProfileImageType } | { readonly ok: false; readonly problem: ProfileImageProblem } {
  if (size > MAX_PROFILE_IMAGE_BYTES) return { ok: false, problem: 'IMAGE_TOO_LARGE' };
  if (size === 0) return { ok: false, problem: 'IMAGE_INVALID' };
  const type = detectProfileImageType(head);
  if (type) return { ok: true, type };
  return { ok: false, problem: looksLikeSvg(head) ? 'IMAGE_SVG_NOT_ALLOWED' : 'IMAGE_TYPE_NOT_ALLOWED' };
}

const EXTENSIONS: Record<ProfileImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const TYPES_BY_EXTENSION: Readonly<Record<string, ProfileImageType>> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * FNV-1a (32 bit) of the bytes as 8 hex digits: a fingerprint that makes each stored version's name
 * differ (so it can be cached for ever), computed without randomness.
 */
export function fingerprint(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** `organizations/42/logo-1a2b3c4d-m0abc12.webp`: organization, kind, content fingerprint, time of upload. */
export function profileImageKey(
  organizationId: string,
  kind: ProfileImageKind,
  bytes: Uint8Array,
  type: ProfileImageType,
  now: Date,
): string {
  return `organizations/${organizationId}/${kind}-${fingerprint(bytes)}-${now.getTime().toString(36)}.${EXTENSIONS[type]}`;
}

// Gallery images, contact persons' photos and video covers (gallery-image-policy.ts) are served the same way as logo and cover.
const KEY = /^organizations\/([1-9]\d{0,17})\/((logo|cover|gallery|contact|video-cover)-[0-9a-f]{8}-[0-9a-z]{1,12}\.(png|jpg|webp))$/;

/** A stored profile image's key and type, from the path parts of its URL; null for anything else. */
export function profileImageFromPath(
  organizationId: string,
  fileName: string,
): { readonly key: string; readonly type: ProfileImageType } | null {
  const key = `organizations/${organizationId}/${fileName}`;
  const match = KEY.exec(key);
  return match ? { key, type: TYPES_BY_EXTENSION[match[4]!]! } : null;
}

export const isProfileImageKey = (key: string): boolean => KEY.test(key);

/** Where the board serves a stored profile image: `/organization-image/42/logo-….webp`. */
export const PROFILE_IMAGE_PATH_PREFIX = '/organization-image';
export const profileImageUrl = (key: string): string => `${PROFILE_IMAGE_PATH_PREFIX}/${key.slice('organizations/'.length)}`;
