import type { Translated } from '../shared/locale';

/** Social networks of an organization profile, in display order. */
export const SOCIAL_NETWORKS = ['linkedin', 'xing', 'facebook', 'instagram', 'youtube', 'tiktok', 'twitter', 'blueSky'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Company size bands (employees). Labels are the board's messages (`organization.size.<band>`). */
export const ORGANIZATION_SIZES = ['1-9', '10-49', '50-249', '250-999', '1000+'] as const;
export type OrganizationSize = (typeof ORGANIZATION_SIZES)[number];

export const isOrganizationSize = (value: unknown): value is OrganizationSize =>
  typeof value === 'string' && (ORGANIZATION_SIZES as readonly string[]).includes(value);

/** organizationLocation. */
export interface OrganizationLocation {
  readonly countryCode: string;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly administrativeArea: string | null;
  readonly locality: string | null;
  readonly zip: string | null;
}

/** Another organization as a profile mentions it (parent, children). */
export interface OrganizationSummary {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly logoUrl: string | null;
  readonly locality: string | null;
}

/** A taxonomy term on a profile. */
export interface ProfileTerm {
  readonly id: string;
  readonly label: Translated;
}

/** An organization's public profile, read-only for visitors. */
export interface OrganizationProfile {
  readonly id: string;
  readonly name: string;
  readonly alternativeName: string | null;
  readonly slug: string;
  readonly logoUrl: string | null;
  readonly coverUrl: string | null;
  readonly location: OrganizationLocation;
  readonly website: string | null;
  /** The company's own e-mail address and phone number (people are the contact persons). */
  readonly companyEmail: string | null;
  readonly companyPhone: string | null;
  /** Only networks with a profile; https URLs. */
  readonly socialProfiles: Partial<Record<SocialNetwork, string>>;
  /** Sanitized HTML in the filtered format; may be empty. */
  readonly presentationHtml: string;
  readonly industry: { readonly id: string; readonly label: Translated } | null;
  readonly size: OrganizationSize | null;
  readonly benefits: readonly Translated[];
  /** Occupational fields and fields of study it recruits for (the directory's facets), by label. */
  readonly occupations: readonly ProfileTerm[];
  readonly fieldsOfStudy: readonly ProfileTerm[];
  /** Listed in the organizations directory (its page stays reachable either way). */
  readonly published: boolean;
  readonly parent: OrganizationSummary | null;
  /** "organization page shows children". By name. */
  readonly children: readonly OrganizationSummary[];
  /** ISO timestamp of the last change (sitemaps). */
  readonly updatedAt: string;
}

/** Only http(s) links leave the platform as profile links: a stored `javascript:` URL never becomes an href. */
export function isSafeProfileUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The profile's social links in display order, unsafe ones dropped. */
export function socialLinks(profile: Pick<OrganizationProfile, 'socialProfiles'>): Array<{ network: SocialNetwork; url: string }> {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = profile.socialProfiles[network];
    return url && isSafeProfileUrl(url) ? [{ network, url }] : [];
  });
}

/** One line of the address: street, (second line,) zip and town. */
export function addressLine(location: OrganizationLocation): string {
  const town = [location.zip, location.locality].filter(Boolean).join(' ');
  return [location.addressLine1, location.addressLine2, town].filter(Boolean).join(', ');
}
