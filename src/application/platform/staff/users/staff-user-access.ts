import type { Actor } from '../../../../domain/identity/actor';
import { mayManageSection } from '../../../../domain/staff/staff-scope';

/**
 * The first question of every users-section use case, asked before any lookup so a refused caller learns
 * nothing about which accounts exist: a guest is UNAUTHENTICATED, anybody but an administrator acting
 * with their own session FORBIDDEN (accounts belong to no site, so no site_admin manages them).
 */
export function usersSectionRefusal(actor: Actor): 'UNAUTHENTICATED' | 'FORBIDDEN' | null {
  if (actor.kind !== 'user') return 'UNAUTHENTICATED';
  return mayManageSection(actor, 'users', null) ? null : 'FORBIDDEN';
}

/** What the log keeps of an account's roles: readable `role@site` strings, sorted. */
export const rolesForLog = (roles: ReadonlyArray<{ readonly id: string; readonly targetId: string | null }>): string[] =>
  roles.map((r) => (r.targetId ? `${r.id}@${r.targetId}` : r.id)).sort();
