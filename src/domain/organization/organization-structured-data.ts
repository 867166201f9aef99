import type { JsonLd } from '../job/job-posting-structured-data';
import { isSafeProfileUrl, socialLinks, type OrganizationProfile } from './organization-profile';

export interface OrganizationStructuredDataInput {
  /** The page's absolute canonical URL: the profile's address when it has no website of its own. */
  readonly pageUrl: string;
  /** `https://{host}`: relative image paths of this site become absolute URLs. */
  readonly origin: string;
}

const absolute = (url: string, origin: string): string | null =>
  /^\/(?!\/)/.test(url) ? `${origin}${url}` : isSafeProfileUrl(url) ? url : null;

/**
 * schema.org `Organization` for a profile page: name, url, logo, postal address, e-mail, phone and the social profiles
 * as `sameAs`. Only values that are set appear; a stored URL that is not http(s) is left out.
 */
export function organizationStructuredData(
  profile: Pick<
    OrganizationProfile,
    'name' | 'alternativeName' | 'website' | 'logoUrl' | 'location' | 'socialProfiles' | 'companyEmail' | 'companyPhone'
  >,
  input: OrganizationStructuredDataInput,
): JsonLd {
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.name,
    url: profile.website && isSafeProfileUrl(profile.website) ? profile.website : input.pageUrl,
  };
  if (profile.alternativeName) data.alternateName = profile.alternativeName;
  const logo = profile.logoUrl ? absolute(profile.logoUrl, input.origin) : null;
  if (logo) data.logo = logo;
  const { location } = profile;
  const street = [location.addressLine1, location.addressLine2].filter(Boolean).join(', ');
  const address: JsonLd = { '@type': 'PostalAddress', addressCountry: location.countryCode };
  if (street) address.streetAddress = street;
  if (location.zip) address.postalCode = location.zip;
  if (location.locality) address.addressLocality = location.locality;
  if (location.administrativeArea) address.addressRegion = location.administrativeArea;
  if (location.countryCode || street || location.locality) data.address = address;
  if (profile.companyEmail) data.email = profile.companyEmail;
  if (profile.companyPhone) data.telephone = profile.companyPhone;
  const sameAs = socialLinks(profile).map((link) => link.url);
  if (sameAs.length > 0) data.sameAs = sameAs;
  return data;
}
