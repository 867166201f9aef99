import type { Actor } from '../identity/actor';

/**
 * Who runs a site's shop (catalogue, orders, invoices, credit adjustments): an administrator on every
 * site, a site admin on the sites their role names (a role naming no site counts for none). Job editors
 * review jobs and never touch money; nobody acts on the shop while masquerading as someone else.
 */
export const mayRunCommerce = (actor: Actor, site: string): boolean =>
  actor.kind === 'user' &&
  !actor.masqueradedBy &&
  actor.roles.some((r) => r.id === 'administrator' || (r.id === 'site_admin' && r.targetId === site));
