import type { UserKind } from '../../domain/identity/roles';
import type { SiteFeatures } from '../../domain/site/site-config';

/**
 * Main navigation. Only pages that exist are linked; account and organization entries arrive with
 * their issues (no dead links in the meantime). The blog entry shows only where the site has a blog.
 */
export interface NavItem {
  readonly to: '/' | '/jobs' | '/blog' | '/resumes';
  readonly labelKey: string;
  readonly icon: 'home' | 'jobs' | 'blog' | 'resumes';
}

const HOME: NavItem = { to: '/', labelKey: 'nav.home', icon: 'home' };
const JOBS: NavItem = { to: '/jobs', labelKey: 'nav.jobs', icon: 'jobs' };
const BLOG: NavItem = { to: '/blog', labelKey: 'nav.blog', icon: 'blog' };
const RESUMES: NavItem = { to: '/resumes', labelKey: 'nav.resumes', icon: 'resumes' };

/** The entries every site has. */
export const MAIN_NAV: readonly NavItem[] = [HOME, JOBS];

/** The entries of one site: the common ones plus those its feature flags switch on. */
export const mainNavFor = (features: Pick<SiteFeatures, 'blog'>): readonly NavItem[] => (features.blog ? [...MAIN_NAV, BLOG] : MAIN_NAV);

/**
 * The header's entries: the site's, plus the resume search for recruiters where the site has resumes.
 * Applicants, staff without a recruiter account and guests would only meet a page that finds nothing
 * for them, so they get no link (the platform still decides who may search).
 */
export const headerNavFor = (
  features: Pick<SiteFeatures, 'blog' | 'resume'>,
  viewer: { readonly kind: Exclude<UserKind, 'guest'> } | null,
): readonly NavItem[] => {
  const nav = mainNavFor(features);
  return features.resume && viewer?.kind === 'recruiter' ? [...nav, RESUMES] : nav;
};
