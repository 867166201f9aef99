import { absoluteImageUrl, plainText, truncate } from '../job/job-metatags';
import type { MetaTag } from '../routing/route-info';
import { addressLine, type OrganizationProfile } from './organization-profile';

const DESCRIPTION_LENGTH = 160;

/**
 * Metatags of an organization page: title, description from the presentation
 * (or the name and town when there is none), canonical, og:image (cover, else logo) when there is one.
 */
export function organizationMetatags(profile: OrganizationProfile, canonical: string): MetaTag[] {
  const presentation = plainText(profile.presentationHtml);
  const fallback = [profile.name, addressLine(profile.location)].filter(Boolean).join(' – ');
  const tags: MetaTag[] = [
    { meta: 'title', value: profile.name },
    { meta: 'description', value: truncate(presentation || fallback, DESCRIPTION_LENGTH) },
    { meta: 'canonical', value: canonical },
  ];
  const image = profile.coverUrl ?? profile.logoUrl;
  if (image) tags.push({ meta: 'og:image', value: absoluteImageUrl(image, canonical) });
  return tags;
}
