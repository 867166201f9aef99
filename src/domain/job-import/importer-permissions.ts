import type { Actor } from '../identity/actor';
import type { TeamMember } from '../organization/organization-team';

/*
 * Who may do what with a site's importers. Importers write jobs on the organization's behalf without a
 * human in the loop, so setting one up is for staff who answer for the site: an administrator anywhere,
 * a site admin on the site their role names. An organization's owners see its importers and their log,
 * and may manage them where the site allows it; its editors, who post its jobs, see them.
 */

export const mayManageImportersOn = (actor: Actor, site: string): boolean =>
  actor.kind === 'user' && actor.roles.some((r) => r.id === 'administrator' || (r.id === 'site_admin' && r.targetId === site));

export type ImporterAccess = 'manage' | 'view' | 'none';

/** What the actor may do with the importers of one organization on a site. */
export function importerAccess(actor: Actor, site: string, team: readonly TeamMember[], ownersManage: boolean): ImporterAccess {
  if (mayManageImportersOn(actor, site)) return 'manage';
  const member = actor.kind === 'user' ? team.find((m) => m.userId === actor.userId) : undefined;
  if (!member) return 'none';
  return member.role === 'owner' && ownersManage ? 'manage' : 'view';
}
