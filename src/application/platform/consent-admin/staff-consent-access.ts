import type { RequestContext } from '../../../domain/shared/request-context';
import { mayManageSection } from '../../../domain/staff/staff-scope';

export type StaffConsentFailure = 'UNAUTHENTICATED' | 'FORBIDDEN';

/** The site whose consent texts the actor looks after, or why not: guests sign in, everybody else without the section on the site is FORBIDDEN. */
export function consentSiteFor(ctx: RequestContext): { site: string } | StaffConsentFailure {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayManageSection(ctx.actor, 'consent', ctx.site) ? { site: ctx.site } : 'FORBIDDEN';
}
