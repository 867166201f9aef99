import { isEmailAddress } from '../job/job-posting';
import { videoEmbed } from '../job/video-embed';
import { LOCATION_LIMITS, type FurtherLocation } from './further-locations';
import { BROCHURE_LIMITS, type OrganizationBrochure } from './organization-brochures';
import { isPhoneNumber, socialProfileProblem } from './organization-profile-changes';

/*
 * The lists of an organization profile besides its basic fields: gallery, FAQ, videos, contact
 * persons, further locations (further-locations.ts) and PDF brochures (organization-brochures.ts).
 * Each keeps its own order (its entries' positions) and has a size limit, so a profile page stays
 * readable and one organization cannot fill the store. The platform's use cases check these rules;
 * the edit page's forms show the same limits.
 */

export const SECTION_LIMITS = {
  galleryMax: 50,
  altTextMax: 200,
  faqMax: 30,
  questionMax: 200,
  answerMax: 2000,
  videosMax: 10,
  coverTitleMax: 120,
  contactsMax: 10,
  nameMax: 80,
  jobTitleMax: 120,
  phoneMax: 40,
  contactInfoMax: 500,
  urlMax: 500,
} as const;

export const PROFILE_SECTIONS = ['gallery', 'faq', 'videos', 'contacts', 'locations', 'brochures'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const isProfileSection = (value: unknown): value is ProfileSection =>
  typeof value === 'string' && (PROFILE_SECTIONS as readonly string[]).includes(value);

/** The lists whose entries carry one optional image of their own: a contact person's photo, a video's cover. */
export const IMAGE_SECTIONS = ['contacts', 'videos'] as const;
export type ImageSection = (typeof IMAGE_SECTIONS)[number];
export const isImageSection = (section: ProfileSection): section is ImageSection => (IMAGE_SECTIONS as readonly string[]).includes(section);

/** How many entries each list may hold. */
export const SECTION_MAX: Readonly<Record<ProfileSection, number>> = {
  gallery: SECTION_LIMITS.galleryMax,
  faq: SECTION_LIMITS.faqMax,
  videos: SECTION_LIMITS.videosMax,
  contacts: SECTION_LIMITS.contactsMax,
  locations: LOCATION_LIMITS.locationsMax,
  brochures: BROCHURE_LIMITS.brochuresMax,
};

export const SALUTATIONS = ['mr', 'ms', 'diverse'] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export const isSalutation = (value: unknown): value is Salutation =>
  typeof value === 'string' && (SALUTATIONS as readonly string[]).includes(value);

export interface GalleryImage {
  readonly id: string;
  readonly url: string;
  readonly altText: string;
}

export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

export interface OrganizationVideo {
  readonly id: string;
  /** A YouTube or Vimeo address as entered; pages embed it only through `videoEmbed`. */
  readonly sourceUrl: string;
  readonly coverTitle: string;
  /** The poster shown before the visitor agrees to the player; null without one. */
  readonly coverUrl: string | null;
}

export interface ContactPerson {
  readonly id: string;
  readonly salutation: Salutation | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly jobTitle: string | null;
  readonly phone: string | null;
  readonly linkedinUrl: string | null;
  /** Plain text (office hours, how to reach them). */
  readonly contactInfo: string | null;
  /** Their portrait; null without one. */
  readonly photoUrl: string | null;
}

/** Every list of a profile, each in its order. */
export interface ProfileSections {
  readonly organizationId: string;
  readonly gallery: readonly GalleryImage[];
  readonly faq: readonly FaqEntry[];
  readonly videos: readonly OrganizationVideo[];
  readonly contacts: readonly ContactPerson[];
  readonly locations: readonly FurtherLocation[];
  readonly brochures: readonly OrganizationBrochure[];
}

export type FaqDraft = Omit<FaqEntry, 'id'>;
export type VideoDraft = Omit<OrganizationVideo, 'id' | 'coverUrl'>;
export type ContactDraft = Omit<ContactPerson, 'id' | 'photoUrl'>;

export type SectionProblem =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'INVALID_TEXT'
  | 'INVALID_EMAIL'
  | 'INVALID_PHONE'
  | 'INVALID_URL'
  | 'WRONG_NETWORK'
  | 'UNSUPPORTED_VIDEO_HOST'
  | 'INVALID_COUNTRY'
  | 'INVALID_ZIP'
  | 'FILE_TOO_LARGE'
  | 'FILE_TYPE_NOT_ALLOWED'
  | 'LIMIT_REACHED'
  /** An entry image was asked of a list whose entries have none (the gallery is its own images). */
  | 'SECTION_WITHOUT_IMAGES';

export interface SectionFieldError {
  readonly field: string;
  readonly problem: SectionProblem;
}

/** Line breaks belong in an answer or contact info, never in a one-line field (they would end up in headings and mails). */
const hasControlCharacters = (value: string): boolean => /[\u0000-\u001f\u007f]/.test(value);
const hasControlCharactersBesidesLineBreaks = (value: string): boolean => /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/.test(value);

function checker() {
  const errors: SectionFieldError[] = [];
  const line = (field: string, value: string | null, max: number, required: boolean) => {
    if (value === null || value.trim() === '') {
      if (required) errors.push({ field, problem: 'REQUIRED' });
    } else if (value.length > max) errors.push({ field, problem: 'TOO_LONG' });
    else if (hasControlCharacters(value)) errors.push({ field, problem: 'INVALID_TEXT' });
  };
  const text = (field: string, value: string | null, max: number, required: boolean) => {
    if (value === null || value.trim() === '') {
      if (required) errors.push({ field, problem: 'REQUIRED' });
    } else if (value.length > max) errors.push({ field, problem: 'TOO_LONG' });
    else if (hasControlCharactersBesidesLineBreaks(value)) errors.push({ field, problem: 'INVALID_TEXT' });
  };
  return { errors, line, text };
}

/** The problem of adding one more entry to a list of `count`: the limit once it is reached. */
export const sectionFullProblem = (section: ProfileSection, count: number): SectionFieldError | null =>
  count >= SECTION_MAX[section] ? { field: section, problem: 'LIMIT_REACHED' } : null;

export function altTextProblems(altText: string): SectionFieldError[] {
  const c = checker();
  c.line('altText', altText, SECTION_LIMITS.altTextMax, true);
  return c.errors;
}

export function faqProblems(draft: FaqDraft): SectionFieldError[] {
  const c = checker();
  c.line('question', draft.question, SECTION_LIMITS.questionMax, true);
  c.text('answer', draft.answer, SECTION_LIMITS.answerMax, true);
  return c.errors;
}

/** A video: a title for its cover and an https address of a YouTube or Vimeo video (the only players embedded). */
export function videoProblems(draft: VideoDraft): SectionFieldError[] {
  const c = checker();
  c.line('coverTitle', draft.coverTitle, SECTION_LIMITS.coverTitleMax, true);
  if (draft.sourceUrl.trim() === '') c.errors.push({ field: 'sourceUrl', problem: 'REQUIRED' });
  else if (draft.sourceUrl.length > SECTION_LIMITS.urlMax) c.errors.push({ field: 'sourceUrl', problem: 'TOO_LONG' });
  else if (!videoEmbed(draft.sourceUrl)) c.errors.push({ field: 'sourceUrl', problem: 'UNSUPPORTED_VIDEO_HOST' });
  return c.errors;
}

export function contactProblems(draft: ContactDraft): SectionFieldError[] {
  const c = checker();
  if (draft.salutation !== null && !isSalutation(draft.salutation)) c.errors.push({ field: 'salutation', problem: 'INVALID_TEXT' });
  c.line('firstName', draft.firstName, SECTION_LIMITS.nameMax, true);
  c.line('lastName', draft.lastName, SECTION_LIMITS.nameMax, true);
  c.line('jobTitle', draft.jobTitle, SECTION_LIMITS.jobTitleMax, false);
  if (draft.email !== null && draft.email !== '' && !isEmailAddress(draft.email))
    c.errors.push({ field: 'email', problem: 'INVALID_EMAIL' });
  if (draft.phone !== null && draft.phone !== '' && !isPhoneNumber(draft.phone))
    c.errors.push({ field: 'phone', problem: 'INVALID_PHONE' });
  if (draft.linkedinUrl !== null && draft.linkedinUrl !== '') {
    const problem = socialProfileProblem('linkedin', draft.linkedinUrl);
    if (problem) c.errors.push({ field: 'linkedinUrl', problem });
  }
  c.text('contactInfo', draft.contactInfo, SECTION_LIMITS.contactInfoMax, false);
  return c.errors;
}

/** The order after moving one entry a step: ids in their new order, or null when it cannot move that way. */
export function movedOrder(ids: readonly string[], id: string, direction: 'up' | 'down'): string[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
