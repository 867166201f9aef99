import type { Actor } from '../identity/actor';

/**
 * Who runs a site's newsletter: an administrator on every site, a site admin on the sites their role
 * names (a site admin role without a site counts for none: it names no site). Job editors review jobs,
 * they do not mail the subscribers.
 */
export const mayManageNewsletter = (actor: Actor, site: string): boolean =>
  actor.kind === 'user' &&
  !actor.masqueradedBy &&
  actor.roles.some((r) => r.id === 'administrator' || (r.id === 'site_admin' && r.targetId === site));
