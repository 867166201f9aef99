import type { JsonLd } from '../job/job-posting-structured-data';
import type { FurtherLocation } from './further-locations';
import { isSafeProfileUrl, socialLinks, type OrganizationProfile } from './organization-profile';

export interface OrganizationStructuredDataInput {
  /** The page's absolute canonical URL: the profile's address when it has no website of its own. */
  readonly pageUrl: string;
  /** `https://{host}`: relative image paths of this site become absolute URLs. */
  readonly origin: string;
  /** The profile's further locations (branches, plants), in their order; none when the page has not loaded them. */
  readonly furtherLocations?: readonly FurtherLocation[];
}

/**
 * A further location as schema.org `Place`: its name, its `PostalAddress` and, when the place data knows
 * its town, its `GeoCoordinates`.
 */
function place(location: FurtherLocation): JsonLd {
  const address: JsonLd = { '@type': 'PostalAddress', addressCountry: location.countryCode, addressLocality: location.locality };
  if (location.addressLine1) address.streetAddress = location.addressLine1;
  if (location.zip) address.postalCode = location.zip;
  const data: JsonLd = { '@type': 'Place', name: location.name, address };
  if (location.point) data.geo = { '@type': 'GeoCoordinates', latitude: location.point.lat, longitude: location.point.lon };
  return data;
}

const absolute = (url: string, origin: string): string | null =>
  /^\/(?!\/)/.test(url) ? `${origin}${url}` : isSafeProfileUrl(url) ? url : null;

/**
 * schema.org `Organization` for a profile page: name, url, logo, postal address, e-mail, phone, the social profiles
 * as `sameAs` and the further locations as `location` places. Only values that are set appear; a stored URL that
 * is not http(s) is left out.
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
  const further = input.furtherLocations ?? [];
  if (further.length > 0) data.location = further.map(place);
  return data;
}
