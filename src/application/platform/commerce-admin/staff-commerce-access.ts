import { commerceSitesOf, mayRunCommerce } from '../../../domain/commerce/commerce-staff';
import type { RequestContext } from '../../../domain/shared/request-context';

export type StaffCommerceFailure = 'UNAUTHENTICATED' | 'FORBIDDEN';

/** The site whose shop the actor runs (the one asked on), or why not: guests sign in, everybody else without the role is FORBIDDEN. */
export function commerceSiteFor(ctx: RequestContext): { site: string; userId: string } | StaffCommerceFailure {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayRunCommerce(ctx.actor, ctx.site) ? { site: ctx.site, userId: ctx.actor.userId } : 'FORBIDDEN';
}

/**
 * The sites whose shops the actor runs, whichever site is asked on (the order list spans them), or why
 * none: guests sign in, staff without the shop on any site (job editors) are FORBIDDEN.
 */
export function commerceSitesFor(ctx: RequestContext): { sites: 'all' | readonly string[] } | StaffCommerceFailure {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  const sites = commerceSitesOf(ctx.actor);
  return sites === 'all' || sites.length > 0 ? { sites } : 'FORBIDDEN';
}
