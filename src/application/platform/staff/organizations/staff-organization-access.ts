import type { RequestContext } from '../../../../domain/shared/request-context';
import { mayActOnOrganization } from '../../../../domain/staff/staff-organization-rules';
import { mayOpenSection } from '../../../../domain/staff/staff-scope';
import type { StaffOrganizationRow } from './staff-organization-store.port';

export type StaffOrganizationAccessError = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

/** Asked before any lookup: a guest or somebody without the organizations section learns nothing. */
export function organizationsSectionRefusal(ctx: RequestContext): 'UNAUTHENTICATED' | 'FORBIDDEN' | null {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayOpenSection(ctx.actor, 'organizations') ? null : 'FORBIDDEN';
}

/** After the lookup: the organization exists and every site of it is the actor's. */
export function organizationRefusal(organization: StaffOrganizationRow | null, ctx: RequestContext): StaffOrganizationAccessError | null {
  if (!organization) return 'NOT_FOUND';
  return mayActOnOrganization(ctx.actor, organization.sites) ? null : 'FORBIDDEN';
}
