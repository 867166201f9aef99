import type { BlogPost } from '../../../domain/content/blog-post';
import type { SiteDirectory } from '../site/site-directory.port';

/** The site's `features.blog` flag; an unknown site has no blog. */
export const hasBlog = (sites: SiteDirectory, site: string): boolean => sites.get(site)?.features.blog ?? false;

/** A post is visible on a site when offered there and published at or before `now`. */
export const isPublishedOn = (post: BlogPost, site: string, now: Date): boolean =>
  post.sites.includes(site) && new Date(post.publishedAt).getTime() <= now.getTime();
