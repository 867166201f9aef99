/*
 * Child organizations: an organization may name a parent, and a parent lists its children. The
 * hierarchy is a forest: no organization may become its own ancestor, directly or through others.
 */

/**
 * Whether giving `organizationId` the parent `parentId` closes a cycle, given every organization's
 * current parent. Walks up from the new parent; a walk longer than the number of organizations means
 * the stored data already holds a cycle, which is answered as one too.
 */
export function makesAncestorCycle(organizationId: string, parentId: string, parentOf: ReadonlyMap<string, string | null>): boolean {
  let current: string | null | undefined = parentId;
  for (let steps = 0; current !== null && current !== undefined; steps += 1) {
    if (current === organizationId) return true;
    if (steps > parentOf.size) return true;
    current = parentOf.get(current);
  }
  return false;
}

/**
 * Every organization that may not become the parent of `organizationId`: itself and everything below
 * it. Exactly the organizations for which `makesAncestorCycle` answers true, gathered in one pass so a
 * search can leave them out before it counts its results.
 */
export function cannotBeParentOf(organizationId: string, parentOf: ReadonlyMap<string, string | null>): ReadonlySet<string> {
  const below = new Set<string>([organizationId]);
  for (const id of parentOf.keys()) if (id !== organizationId && makesAncestorCycle(organizationId, id, parentOf)) below.add(id);
  return below;
}

/** A name search for a parent needs two characters: one matches nearly every organization. */
export const PARENT_SEARCH_MIN = 2;
export const PARENT_SEARCH_MAX = 100;
/** How many organizations a parent search offers: enough to pick from, few enough to read. */
export const PARENT_CANDIDATES_MAX = 10;

/** The search as it is run: trimmed, inner whitespace made one space, cut at the maximum; null when too short. */
export function parentSearchTerm(raw: string): string | null {
  const term = raw.trim().replace(/\s+/g, ' ').slice(0, PARENT_SEARCH_MAX).trim();
  return term.length >= PARENT_SEARCH_MIN ? term : null;
}
