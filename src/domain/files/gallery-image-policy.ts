import { fingerprint, profileImageUrl } from './profile-image-policy';

/*
 * Gallery images of an organization profile: uploaded like logo and cover (png, jpeg or webp by
 * content, at most 5 MB, see profile-image-policy.ts), re-encoded by the platform as WebP without
 * metadata and within 1600 × 1600 px, so a gallery of 50 stays light.
 */

export const GALLERY_IMAGE_BOUNDS = { width: 1600, height: 1600 } as const;

/** `organizations/42/gallery-1a2b3c4d-m0abc12.webp`: organization, content fingerprint, time of upload. */
export function galleryImageKey(organizationId: string, bytes: Uint8Array, now: Date): string {
  return `organizations/${organizationId}/gallery-${fingerprint(bytes)}-${now.getTime().toString(36)}.webp`;
}

/** Where the board serves it (the same route as logo and cover). */
export const galleryImageUrl = (key: string): string => profileImageUrl(key);
