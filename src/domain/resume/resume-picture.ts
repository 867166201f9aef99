/*
 * The resume's picture: a png, jpeg or webp of at most 5 MB (the profile image rules: judged by content,
 * re-encoded by the platform to WebP within 512 × 512 without metadata). It is stored under a random name
 * that says nothing about its owner, so the address a recruiter sees does not lead to the account.
 */
import { MAX_PROFILE_IMAGE_BYTES } from '../files/profile-image-policy';

/** Uploads beyond this are refused while they stream; the message names the limit. */
export const MAX_RESUME_PICTURE_BYTES = MAX_PROFILE_IMAGE_BYTES;
export const MAX_RESUME_PICTURE_MB = MAX_RESUME_PICTURE_BYTES / (1024 * 1024);

const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const PREFIX = 'resume-pictures/';

/** The store key for a picture from its upload's random id (the file store's staging id). */
export const resumePictureKey = (randomId: string): string => `${PREFIX}${randomId.toLowerCase()}.webp`;

/** The key a served file name stands for; null for any other name. */
export const resumePictureKeyOf = (fileName: string): string | null => (NAME.test(fileName) ? `${PREFIX}${fileName}` : null);

/** Where the platform serves a picture: `/resume-picture/{random}.webp`. */
export const RESUME_PICTURE_PATH_PREFIX = '/resume-picture';
export const resumePictureUrl = (key: string): string => `${RESUME_PICTURE_PATH_PREFIX}/${key.slice(PREFIX.length)}`;
