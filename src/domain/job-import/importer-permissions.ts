import type { Actor } from '../identity/actor';

/*
 * Who may do what with a site's importers. Importers write jobs on the organization's behalf without a
 * human in the loop, so setting one up is for staff who answer for the site: an administrator anywhere,
 * a site admin on the site their role names. An organization's owner sees its importers and their log,
 * and may manage them where the site allows it.
 */

export const mayManageImportersOn = (actor: Actor, site: string): boolean =>
  actor.kind === 'user' && actor.roles.some((r) => r.id === 'administrator' || (r.id === 'site_admin' && r.targetId === site));

export type ImporterAccess = 'manage' | 'view' | 'none';

/** What the actor may do with the importers of one organization on a site. */
export function importerAccess(
  actor: Actor,
  site: string,
  organization: { readonly ownerId: string | null },
  ownersManage: boolean,
): ImporterAccess {
  if (mayManageImportersOn(actor, site)) return 'manage';
  const owner = actor.kind === 'user' && organization.ownerId !== null && organization.ownerId === actor.userId;
  if (!owner) return 'none';
  return ownersManage ? 'manage' : 'view';
}
