import type { MetaTag } from '../routing/route-info';
import type { Job } from './job';

const DESCRIPTION_LENGTH = 160;

/** Plain text of sanitized HTML, whitespace collapsed; for meta descriptions only (React escapes it). */
export function plainText(html: string): string {
  return (
    html
      // Block boundaries become spaces; inline tags (strong, em, a …) vanish without splitting words.
      .replace(/<\/?(p|br|li|ul|ol|h[1-6]|div|table|tr|td|th|blockquote)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * og:image must be an absolute URL; images stored by the platform have site paths
 * (`/organization-image/…`), resolved against the page's canonical URL.
 */
export function absoluteImageUrl(image: string, canonical: string): string {
  try {
    return new URL(image, canonical).href;
  } catch {
    return image;
  }
}

/** Metatags of a job page. */
export function jobMetatags(job: Job, canonical: string): MetaTag[] {
  const tags: MetaTag[] = [
    { meta: 'title', value: `${job.title} – ${job.organization.name}` },
    { meta: 'description', value: truncate(plainText(job.descriptionHtml), DESCRIPTION_LENGTH) },
    { meta: 'canonical', value: canonical },
  ];
  if (job.organization.logoUrl) tags.push({ meta: 'og:image', value: absoluteImageUrl(job.organization.logoUrl, canonical) });
  return tags;
}
