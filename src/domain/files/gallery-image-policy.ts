import { fingerprint, profileImageUrl } from './profile-image-policy';

/*
 * The images of an organization profile's lists (gallery images, contact persons' photos, video covers):
 * uploaded like logo and cover (png, jpeg or webp by content, at most 5 MB, see profile-image-policy.ts),
 * re-encoded by the platform as WebP without metadata and within their kind's bounds, so a gallery of 50
 * stays light and a portrait is never sent larger than the page shows it.
 */

export type SectionImageKind = 'gallery' | 'contact' | 'video-cover';

export interface ImageBounds {
  readonly width: number;
  readonly height: number;
}

export const GALLERY_IMAGE_BOUNDS: ImageBounds = { width: 1600, height: 1600 };
/** A portrait shown small beside the name; twice its largest display size for sharp screens. */
export const CONTACT_PHOTO_BOUNDS: ImageBounds = { width: 480, height: 480 };
/** The poster in front of a 16 : 9 player. */
export const VIDEO_COVER_BOUNDS: ImageBounds = { width: 1280, height: 720 };

/** `organizations/42/gallery-1a2b3c4d-m0abc12.webp`: organization, kind, content fingerprint, time of upload. */
export function sectionImageKey(kind: SectionImageKind, organizationId: string, bytes: Uint8Array, now: Date): string {
  return `organizations/${organizationId}/${kind}-${fingerprint(bytes)}-${now.getTime().toString(36)}.webp`;
}

export const galleryImageKey = (organizationId: string, bytes: Uint8Array, now: Date): string =>
  sectionImageKey('gallery', organizationId, bytes, now);

/** Where the board serves it (the same route as logo and cover). */
export const galleryImageUrl = (key: string): string => profileImageUrl(key);
