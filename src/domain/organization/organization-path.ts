/** An organization's page: `/organization/{slug}`. */
export const organizationPath = (slug: string): string => `/organization/${encodeURIComponent(slug)}`;

/** Slugs as the seed and slugify make them: lower case, digits, single dashes. */
export const ORGANIZATION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ORGANIZATION_PAGE = /^\/organization\/([^/?#]+)$/;

/** The slug of an organization page path (`/organization/acme-gmbh` → `acme-gmbh`), or null. */
export function organizationSlugOf(path: string): string | null {
  const slug = ORGANIZATION_PAGE.exec(path)?.[1];
  return slug && slug.length <= 200 && ORGANIZATION_SLUG.test(slug) ? slug : null;
}
