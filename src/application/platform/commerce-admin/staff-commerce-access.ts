import { mayRunCommerce } from '../../../domain/commerce/commerce-staff';
import type { RequestContext } from '../../../domain/shared/request-context';

export type StaffCommerceFailure = 'UNAUTHENTICATED' | 'FORBIDDEN';

/** The site whose shop the actor runs (the one asked on), or why not: guests sign in, everybody else without the role is FORBIDDEN. */
export function commerceSiteFor(ctx: RequestContext): { site: string; userId: string } | StaffCommerceFailure {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayRunCommerce(ctx.actor, ctx.site) ? { site: ctx.site, userId: ctx.actor.userId } : 'FORBIDDEN';
}
