import type { Actor } from '../identity/actor';
import { isConsoleAdministrator, mayManageSection, mayManageSectionOnAny } from '../staff/staff-scope';

/** What a statistics page covers: one job, one organization's jobs, or the whole site. */
export type StatisticsScope =
  | { readonly kind: 'job'; readonly jobId: string }
  | { readonly kind: 'organization'; readonly organizationId: string }
  | { readonly kind: 'site' };

/** Whose statistics are asked for: an organization's (its jobs' or its totals) with the sites it is on, or the site's. */
export type StatisticsSubject =
  | { readonly kind: 'job'; readonly organizationId: string; readonly sites: readonly string[] }
  | { readonly kind: 'organization'; readonly organizationId: string; readonly sites: readonly string[] }
  | { readonly kind: 'site' };

/**
 * Who reads statistics of the site `site` (statistics are counted per site): members of an organization
 * its jobs' and its totals; the site's staff (administrators, the site's admins) a job of theirs; an
 * organization's totals the staff of the organization's sites, when `site` is one of them; the site's
 * totals its staff only.
 */
export function mayReadStatistics(
  actor: Actor,
  subject: StatisticsSubject,
  actorOrganizationIds: readonly string[],
  site: string,
): boolean {
  if (actor.kind !== 'user') return false;
  if (subject.kind === 'site') return mayManageSection(actor, 'organizations', site);
  if (actorOrganizationIds.includes(subject.organizationId)) return true;
  if (!subject.sites.includes(site)) return false;
  if (subject.kind === 'job') return mayManageSection(actor, 'organizations', site);
  return isConsoleAdministrator(actor) || mayManageSectionOnAny(actor, 'organizations', subject.sites);
}
