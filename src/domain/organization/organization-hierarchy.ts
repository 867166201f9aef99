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
