import type { RequestContext } from '../../../domain/shared/request-context';
import { mayManageSection } from '../../../domain/staff/staff-scope';

export type StaffHomeFailure = 'UNAUTHENTICATED' | 'FORBIDDEN';

/**
 * The site whose home page picks the actor looks after: always the request's site (a site admin
 * reaches another site only through its address and is refused there), or why not.
 */
export function homePickSiteFor(ctx: RequestContext): { site: string } | StaffHomeFailure {
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayManageSection(ctx.actor, 'content', ctx.site) ? { site: ctx.site } : 'FORBIDDEN';
}
