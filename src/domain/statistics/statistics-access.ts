import type { Actor } from '../identity/actor';
import { mayManageSection } from '../staff/staff-scope';

/** What a statistics page covers: one job, one organization's jobs, or the whole site. */
export type StatisticsScope =
  | { readonly kind: 'job'; readonly jobId: string }
  | { readonly kind: 'organization'; readonly organizationId: string }
  | { readonly kind: 'site' };

/**
 * Who reads statistics of the site `site`: its staff (administrators, the site's admins) everything;
 * members of an organization its jobs and the organization's totals; nobody the site's totals but staff.
 */
export function mayReadStatistics(
  actor: Actor,
  organizationId: string | null,
  actorOrganizationIds: readonly string[],
  site: string,
): boolean {
  if (actor.kind !== 'user') return false;
  if (mayManageSection(actor, 'organizations', site)) return true;
  return organizationId !== null && actorOrganizationIds.includes(organizationId);
}
