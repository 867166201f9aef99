import type { StaffSection } from '../../../domain/staff/staff-scope';

/**
 * The console's navigation, one entry per page: the section whose permission it needs, its label's
 * message id and its route. A new section page adds one line here; the platform still decides who
 * may open it (a staff member without the section gets the 403 page).
 */
export interface ConsoleEntry {
  readonly section: StaffSection;
  readonly labelKey: string;
  readonly to:
    | '/admin/audit'
    | '/job-manager'
    | '/admin/newsletter'
    | '/admin/content'
    | '/admin/content/pages'
    | '/admin/content/legal'
    | '/admin/content/home'
    | '/dashboard'
    | '/admin/commerce'
    | '/admin/consent'
    | '/admin/configuration'
    | '/admin/users'
    | '/admin/jobs'
    | '/admin/organizations';
  readonly search?: Record<string, string | boolean>;
  /** Shown only where the site has the feature. */
  readonly feature?: 'newsletter';
}

export const CONSOLE_ENTRIES: readonly ConsoleEntry[] = [
  { section: 'jobs', labelKey: 'staff.nav.jobs', to: '/admin/jobs' },
  // The review queue, the newsletter and masquerade stay where they are; the console links them.
  { section: 'jobs', labelKey: 'staff.nav.reviewQueue', to: '/job-manager', search: { review: true } },
  { section: 'content', labelKey: 'blogAdmin.list.title', to: '/admin/content' },
  { section: 'content', labelKey: 'landingPageAdmin.title', to: '/admin/content/pages' },
  { section: 'content', labelKey: 'legalAdmin.title', to: '/admin/content/legal' },
  { section: 'content', labelKey: 'homePicks.title', to: '/admin/content/home' },
  { section: 'content', labelKey: 'staff.nav.newsletter', to: '/admin/newsletter', feature: 'newsletter' },
  { section: 'organizations', labelKey: 'staff.nav.organizations', to: '/admin/organizations' },
  { section: 'users', labelKey: 'staff.nav.users', to: '/admin/users' },
  { section: 'users', labelKey: 'staff.nav.masquerade', to: '/dashboard' },
  { section: 'commerce', labelKey: 'commerceAdmin.title', to: '/admin/commerce' },
  { section: 'consent', labelKey: 'consentAdmin.title', to: '/admin/consent' },
  { section: 'configuration', labelKey: 'configAdmin.title', to: '/admin/configuration' },
  { section: 'audit', labelKey: 'staff.nav.audit', to: '/admin/audit' },
];

/** The entries this staff member sees on this site. */
export const consoleEntriesFor = (sections: readonly StaffSection[], features: { readonly newsletter: boolean }): readonly ConsoleEntry[] =>
  CONSOLE_ENTRIES.filter((e) => sections.includes(e.section) && (e.feature !== 'newsletter' || features.newsletter));
