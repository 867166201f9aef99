import type { Actor } from '../identity/actor';
import { makesAncestorCycle } from '../organization/organization-hierarchy';
import { mayManageSection } from './staff-scope';

/*
 * The organizations section's rules. An organization belongs to no site by itself: its sites are those
 * its jobs are offered on and those featuring it. A site_admin sees the organizations of its sites and
 * changes one only when it holds every one of its sites (as for jobs: nobody changes what another
 * site's staff answer for); an organization on no site is an administrator's.
 */

/** A site features 0 to 4 organizations (the range a site's home page and directory show). */
export const FEATURED_ORGANIZATIONS_PER_SITE = 4;

/** May the actor see this organization in the console (on some site of its, or as administrator)? */
export const maySeeOrganization = (actor: Actor, sites: readonly string[]): boolean =>
  mayManageSection(actor, 'organizations', null) || sites.some((s) => mayManageSection(actor, 'organizations', s));

/** May the actor change this organization (parent, merge)? Only holding every one of its sites. */
export const mayActOnOrganization = (actor: Actor, sites: readonly string[]): boolean =>
  sites.length === 0 ? mayManageSection(actor, 'organizations', null) : sites.every((s) => mayManageSection(actor, 'organizations', s));

/**
 * The position a newly featured organization takes on a site: the first free one of 1–4, in the order
 * staff featured them; null when the site features four already.
 */
export function nextFeaturedPosition(taken: readonly number[]): number | null {
  for (let position = 1; position <= FEATURED_ORGANIZATIONS_PER_SITE; position += 1) {
    if (!taken.includes(position)) return position;
  }
  return null;
}

export type ParentProblem = 'OWN_PARENT' | 'CYCLE';

/** Why `parentId` may not become the parent of `organizationId`, given every organization's current parent. */
export function parentProblem(
  organizationId: string,
  parentId: string,
  parentOf: ReadonlyMap<string, string | null>,
): ParentProblem | null {
  if (organizationId === parentId) return 'OWN_PARENT';
  return makesAncestorCycle(organizationId, parentId, parentOf) ? 'CYCLE' : null;
}

export type MergeProblem = 'SAME_ORGANIZATION' | 'RELATED';

/**
 * Why the duplicate may not be merged into the kept organization: not into itself, and not when one is
 * above the other in the hierarchy (the duplicate's children move to the kept one, which would then sit
 * below itself; staff clear the parent first).
 */
export function mergeProblem(keptId: string, duplicateId: string, parentOf: ReadonlyMap<string, string | null>): MergeProblem | null {
  if (keptId === duplicateId) return 'SAME_ORGANIZATION';
  if (makesAncestorCycle(keptId, duplicateId, parentOf) || makesAncestorCycle(duplicateId, keptId, parentOf)) return 'RELATED';
  return null;
}
