import type { Actor } from '../identity/actor';
import { isStaff } from '../identity/roles';

/** What a statistics page covers: one job, one organization's jobs, or the whole site. */
export type StatisticsScope =
  | { readonly kind: 'job'; readonly jobId: string }
  | { readonly kind: 'organization'; readonly organizationId: string }
  | { readonly kind: 'site' };

/**
 * Who reads statistics: staff everything on their site; members of an organization its jobs and the
 * organization's totals; nobody the site's totals but staff.
 */
export function mayReadStatistics(actor: Actor, organizationId: string | null, actorOrganizationIds: readonly string[]): boolean {
  if (actor.kind !== 'user') return false;
  if (isStaff(actor.roles)) return true;
  return organizationId !== null && actorOrganizationIds.includes(organizationId);
}
