import type { RequestContext } from '../../../domain/shared/request-context';
import { mayManageSection } from '../../../domain/staff/staff-scope';

export type StaffLegalFailure = 'UNAUTHENTICATED' | 'FORBIDDEN';

/**
 * The site whose legal pages the actor looks after (always the request's site: a site admin reaches
 * another site only through that site's address, and is refused there), or why not.
 */
export function legalSiteFor(ctx: RequestContext): { site: string } | StaffLegalFailure {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayManageSection(ctx.actor, 'content', ctx.site) ? { site: ctx.site } : 'FORBIDDEN';
}
