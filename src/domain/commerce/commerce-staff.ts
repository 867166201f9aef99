import type { Actor } from '../identity/actor';
import { mayManageSection, visibleSites } from '../staff/staff-scope';

/**
 * Who runs a site's shop (catalogue, orders, invoices, credit adjustments): the console's rule for its
 * commerce section — an administrator on every site, a site admin on the sites their role names; job
 * editors never touch money, and nobody acts on the shop while masquerading as someone else.
 */
export const mayRunCommerce = (actor: Actor, site: string): boolean => mayManageSection(actor, 'commerce', site);

/** The sites whose orders the actor sees in the staff's order list: every site for an administrator, a site admin's own sites, none for anybody else. */
export const commerceSitesOf = (actor: Actor): 'all' | readonly string[] => visibleSites(actor, 'commerce');
