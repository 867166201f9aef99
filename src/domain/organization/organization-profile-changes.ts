import { isEmailAddress } from '../job/job-posting';
import { ORGANIZATION_NAME_MAX_LENGTH, ORGANIZATION_NAME_MIN_LENGTH } from '../identity/credentials';
import { LOCALES, type Translated } from '../shared/locale';
import {
  isOrganizationSize,
  SOCIAL_NETWORKS,
  type OrganizationLocation,
  type OrganizationSize,
  type SocialNetwork,
} from './organization-profile';

/*
 * What an organization's owner or staff may change on its profile (name, alternative
 * name, location, website, social profiles, presentation, industry, size, benefits; logo and cover are
 * files, see domain/files/profile-image-policy.ts). The form's zod schema (src/ui/forms) and the
 * platform's use case both check these rules, so no driving side can skip them.
 */

export const PROFILE_LIMITS = {
  nameMin: ORGANIZATION_NAME_MIN_LENGTH,
  nameMax: ORGANIZATION_NAME_MAX_LENGTH,
  alternativeNameMax: 120,
  addressLineMax: 120,
  localityMax: 80,
  administrativeAreaMax: 80,
  zipMax: 10,
  urlMax: 500,
  emailMax: 254,
  phoneMax: 40,
  /** Sanitized HTML; about ten pages of text. */
  presentationMax: 30_000,
  benefitsMax: 20,
  benefitMax: 80,
  /** Occupational fields and fields of study each: enough for a large employer, few enough to mean something. */
  termsMax: 10,
} as const;

/** The changes as a form sends them: every field, already trimmed; empty optional fields are null. */
export interface OrganizationProfileChanges {
  readonly name: string;
  readonly alternativeName: string | null;
  readonly location: OrganizationLocation;
  readonly website: string | null;
  readonly socialProfiles: Partial<Record<SocialNetwork, string>>;
  /** HTML from the editor; the platform sanitizes it to the filtered format before it is stored. */
  readonly presentationHtml: string;
  readonly industryId: string | null;
  readonly size: OrganizationSize | null;
  readonly benefits: readonly Translated[];
  /** Occupational fields (terms of `occupations`); absent: keep the stored ones. */
  readonly occupationIds?: readonly string[];
  /** Fields of study (terms of `fieldsOfStudy`); absent: keep the stored ones. */
  readonly fieldOfStudyIds?: readonly string[];
  /** Listed in the organizations directory; absent: keep as it is. */
  readonly published?: boolean;
  /** The company's own e-mail address and phone number (null: none); absent: keep the stored ones. */
  readonly companyEmail?: string | null;
  readonly companyPhone?: string | null;
}

export type ProfileFieldProblem =
  | 'REQUIRED'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'TOO_MANY'
  | 'DUPLICATE'
  | 'INVALID_URL'
  | 'WRONG_NETWORK'
  | 'INVALID_COUNTRY'
  | 'INVALID_ZIP'
  | 'INVALID_SIZE'
  | 'UNKNOWN_INDUSTRY'
  | 'UNKNOWN_TERM'
  | 'INVALID_TEXT'
  | 'INVALID_EMAIL'
  | 'INVALID_PHONE';

/** A refused field: `name`, `location.zip`, `socialProfiles.linkedin`, `benefits.2`, `logo`, … */
export interface ProfileFieldError<P extends string = ProfileFieldProblem> {
  readonly field: string;
  readonly problem: P;
}

/**
 * Hosts each network's profile pages live on (the host itself or a subdomain such as `de.linkedin.com`).
 * A LinkedIn field holding a Facebook page is a mistake the form can point at.
 */
export const SOCIAL_NETWORK_HOSTS: Readonly<Record<SocialNetwork, readonly string[]>> = {
  linkedin: ['linkedin.com'],
  xing: ['xing.com'],
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  twitter: ['x.com', 'twitter.com'],
  blueSky: ['bsky.app'],
};

/** `www.example.de/karriere` → `https://www.example.de/karriere`: people type addresses without a scheme. */
export function normalizeProfileUrl(input: string): string {
  const value = input.trim();
  if (value === '') return value;
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
}

function parsedWebUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // A host with a dot and without credentials: `https://intranet` or `https://user:pw@host` are no profile links.
    if (!url.hostname.includes('.') || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

/** A website: http(s), a dotted host, at most PROFILE_LIMITS.urlMax characters. */
export const isWebsiteUrl = (value: string): boolean => value.length <= PROFILE_LIMITS.urlMax && parsedWebUrl(value) !== null;

const onHost = (hostname: string, host: string): boolean => hostname === host || hostname.endsWith(`.${host}`);

/** A profile of this network: https, the network's host, and a path beyond `/` (the network's home page is no profile). */
export function socialProfileProblem(network: SocialNetwork, value: string): 'INVALID_URL' | 'WRONG_NETWORK' | null {
  const url = value.length <= PROFILE_LIMITS.urlMax ? parsedWebUrl(value) : null;
  if (url?.protocol !== 'https:') return 'INVALID_URL';
  if (!SOCIAL_NETWORK_HOSTS[network].some((host) => onHost(url.hostname.toLowerCase(), host))) return 'WRONG_NETWORK';
  if (url.pathname.replace(/\/+$/, '') === '') return 'INVALID_URL';
  return null;
}

/** A phone number as people write it: an optional +, digits, spaces, ( ) / . -; at least six digits. */
export const isPhoneNumber = (value: string): boolean => /^\+?[0-9 ()/.-]{6,40}$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 6;

/** ISO 3166-1 alpha-2, upper case. */
export const isCountryCode = (value: string): boolean => /^[A-Z]{2}$/.test(value);

/** Postal codes of Germany and its neighbours: digits, letters, spaces and dashes, 3 to 10 characters. */
export const isZip = (value: string): boolean => /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(value);

/** Control characters in a one-line field are never meant (a line break in a name would end up in mails and headers). */
const hasControlCharacters = (value: string): boolean => /[\u0000-\u001f\u007f]/.test(value);

/** Every problem of the changes, field by field; empty when they may be saved. Industry existence is the platform's to check. */
export function profileChangeProblems(changes: OrganizationProfileChanges): ProfileFieldError[] {
  const problems: ProfileFieldError[] = [];
  const add = (field: string, problem: ProfileFieldProblem) => problems.push({ field, problem });
  const line = (field: string, value: string | null, max: number, required = false) => {
    if (value === null || value === '') {
      if (required) add(field, 'REQUIRED');
    } else if (value.length > max) add(field, 'TOO_LONG');
    else if (hasControlCharacters(value)) add(field, 'INVALID_TEXT');
  };

  line('name', changes.name, PROFILE_LIMITS.nameMax, true);
  if (changes.name !== '' && changes.name.length < PROFILE_LIMITS.nameMin) add('name', 'TOO_SHORT');
  line('alternativeName', changes.alternativeName, PROFILE_LIMITS.alternativeNameMax);

  const { location } = changes;
  if (!isCountryCode(location.countryCode)) add('location.countryCode', 'INVALID_COUNTRY');
  line('location.addressLine1', location.addressLine1, PROFILE_LIMITS.addressLineMax);
  line('location.addressLine2', location.addressLine2, PROFILE_LIMITS.addressLineMax);
  line('location.locality', location.locality, PROFILE_LIMITS.localityMax);
  line('location.administrativeArea', location.administrativeArea, PROFILE_LIMITS.administrativeAreaMax);
  if (location.zip !== null && location.zip !== '' && !isZip(location.zip)) add('location.zip', 'INVALID_ZIP');

  if (changes.website !== null && changes.website !== '' && !isWebsiteUrl(changes.website)) add('website', 'INVALID_URL');
  if (changes.companyEmail && (changes.companyEmail.length > PROFILE_LIMITS.emailMax || !isEmailAddress(changes.companyEmail)))
    add('companyEmail', 'INVALID_EMAIL');
  if (changes.companyPhone && (changes.companyPhone.length > PROFILE_LIMITS.phoneMax || !isPhoneNumber(changes.companyPhone)))
    add('companyPhone', 'INVALID_PHONE');
  for (const [network, url] of Object.entries(changes.socialProfiles)) {
    if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) add(`socialProfiles.${network}`, 'WRONG_NETWORK');
    else if (url) {
      const problem = socialProfileProblem(network as SocialNetwork, url);
      if (problem) add(`socialProfiles.${network}`, problem);
    }
  }

  if (changes.presentationHtml.length > PROFILE_LIMITS.presentationMax) add('presentation', 'TOO_LONG');
  if (changes.size !== null && !isOrganizationSize(changes.size)) add('size', 'INVALID_SIZE');
  if (changes.industryId !== null && !/^[1-9]\d{0,17}$/.test(changes.industryId)) add('industryId', 'UNKNOWN_INDUSTRY');

  for (const [field, ids] of [
    ['occupationIds', changes.occupationIds],
    ['fieldOfStudyIds', changes.fieldOfStudyIds],
  ] as const) {
    if (!ids) continue;
    if (ids.length > PROFILE_LIMITS.termsMax) add(field, 'TOO_MANY');
    else if (ids.some((id) => !/^[1-9]\d{0,17}$/.test(id))) add(field, 'UNKNOWN_TERM');
    else if (new Set(ids).size !== ids.length) add(field, 'DUPLICATE');
  }

  if (changes.benefits.length > PROFILE_LIMITS.benefitsMax) add('benefits', 'TOO_MANY');
  const seen = new Set<string>();
  changes.benefits.forEach((benefit, i) => {
    const labels = LOCALES.map((l) => benefit[l]).filter((v): v is string => v !== undefined);
    if (!benefit.de || benefit.de.trim() === '') add(`benefits.${i}`, 'REQUIRED');
    else if (labels.some((v) => v.length > PROFILE_LIMITS.benefitMax)) add(`benefits.${i}`, 'TOO_LONG');
    else if (labels.some(hasControlCharacters)) add(`benefits.${i}`, 'INVALID_TEXT');
    else if (seen.has(benefit.de.trim().toLowerCase())) add(`benefits.${i}`, 'DUPLICATE');
    seen.add(benefit.de?.trim().toLowerCase() ?? '');
  });
  return problems;
}

/**
 * A benefit the employer typed in one language: stored under that language and, as every benefit needs
 * a German label to fall back to, under `de` too (the employer's own words, like its presentation).
 */
export function freeBenefit(label: string, locale: (typeof LOCALES)[number]): Translated {
  const text = label.trim();
  return locale === 'de' ? { de: text } : { de: text, [locale]: text };
}
