import type { SiteFeatures } from '../../domain/site/site-config';

/**
 * Main navigation. Only pages that exist are linked; account and organization entries arrive with
 * their issues (no dead links in the meantime). The blog entry shows only where the site has a blog.
 */
export interface NavItem {
  readonly to: '/' | '/jobs' | '/blog';
  readonly labelKey: string;
  readonly icon: 'home' | 'jobs' | 'blog';
}

const HOME: NavItem = { to: '/', labelKey: 'nav.home', icon: 'home' };
const JOBS: NavItem = { to: '/jobs', labelKey: 'nav.jobs', icon: 'jobs' };
const BLOG: NavItem = { to: '/blog', labelKey: 'nav.blog', icon: 'blog' };

/** The entries every site has. */
export const MAIN_NAV: readonly NavItem[] = [HOME, JOBS];

/** The entries of one site: the common ones plus those its feature flags switch on. */
export const mainNavFor = (features: Pick<SiteFeatures, 'blog'>): readonly NavItem[] => (features.blog ? [...MAIN_NAV, BLOG] : MAIN_NAV);
