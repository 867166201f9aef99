/**
 * Main navigation. Only pages that exist are linked; account, organization and blog entries arrive
 * with their issues (no dead links in the meantime).
 */
export interface NavItem {
  readonly to: '/' | '/jobs';
  readonly labelKey: string;
  readonly icon: 'home' | 'jobs';
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: 'home' },
  { to: '/jobs', labelKey: 'nav.jobs', icon: 'jobs' },
];
