import { mayManageNewsletter } from '../../../domain/newsletter/newsletter-permissions';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { SiteConfig } from '../../../domain/site/site-config';
import type { SiteDirectory } from '../site/site-directory.port';

export type StaffAccessFailure = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND';

/**
 * The site whose newsletter the actor may run, or why not: guests must sign in, users without the role
 * are FORBIDDEN, and a site without the newsletter has none to run (NOT_FOUND).
 */
export function newsletterSiteFor(sites: SiteDirectory, ctx: RequestContext): SiteConfig | StaffAccessFailure {
  const site = sites.get(ctx.site);
  if (!site?.features.newsletter) return 'NOT_FOUND';
  if (ctx.actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayManageNewsletter(ctx.actor, site.key) ? site : 'FORBIDDEN';
}
