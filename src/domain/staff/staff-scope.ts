import type { Actor } from '../identity/actor';
import { STAFF_ROLES, type Role, type RoleId } from '../identity/roles';

/*
 * Who among staff may do what, and where. An administrator acts on every site; a site_admin only on the
 * sites it holds the role for (the role's target is the site key); a job_editor only on jobs (of every
 * site, or of the one site its role names). Data that belongs to no site (accounts: a user signs up on
 * the platform, not on one board) is an administrator's alone. Every platform use case of the staff
 * console asks one of these questions before it reads or writes anything.
 */

/** The console's sections; the navigation registry has one entry per section. */
export const STAFF_SECTIONS = ['jobs', 'users', 'organizations', 'content', 'commerce', 'consent', 'configuration', 'audit'] as const;
export type StaffSection = (typeof STAFF_SECTIONS)[number];

/** What a job_editor may do to a job, and nothing else. */
export const JOB_EDITOR_ACTIONS = ['review', 'edit', 'unpublish', 'delete'] as const;

const rolesOf = (actor: Actor): readonly Role[] => (actor.kind === 'user' ? actor.roles : []);
const has = (actor: Actor, id: RoleId): boolean => rolesOf(actor).some((r) => r.id === id);

/** A masquerade session acts as the user it shows, never with the administrator's rights. */
const actsAsStaff = (actor: Actor): boolean => actor.kind === 'user' && !actor.masqueradedBy;

/** Administrator, with its own session. */
export const isConsoleAdministrator = (actor: Actor): boolean => actsAsStaff(actor) && has(actor, 'administrator');

/** Site keys a role of this kind names; a job_editor role without a target covers every site. */
const targetsOf = (actor: Actor, id: RoleId): readonly (string | null)[] =>
  rolesOf(actor)
    .filter((r) => r.id === id)
    .map((r) => r.targetId);

/**
 * May the actor manage this section's data of this site? `siteKey` null means data of no site (or of
 * every site at once): only an administrator, or a job_editor for jobs when its role is not tied to a site.
 */
export function mayManageSection(actor: Actor, section: StaffSection, siteKey: string | null): boolean {
  if (!actsAsStaff(actor)) return false;
  if (has(actor, 'administrator')) return true;
  if (section === 'users') return false;
  const siteAdmin = siteKey !== null && targetsOf(actor, 'site_admin').includes(siteKey);
  if (siteAdmin) return true;
  if (section !== 'jobs') return false;
  const editorTargets = targetsOf(actor, 'job_editor');
  return editorTargets.includes(null) || (siteKey !== null && editorTargets.includes(siteKey));
}

/**
 * May the actor act as staff on something shown on these sites (a job, its applications): may it manage
 * the section on at least one of them? Outside the console, staff moderate what their own sites show.
 */
export const mayManageSectionOnAny = (actor: Actor, section: StaffSection, sites: readonly string[]): boolean =>
  sites.some((site) => mayManageSection(actor, section, site));

/** May the actor open the section at all (on some site)? Decides the console's navigation and its 403 page. */
export function mayOpenSection(actor: Actor, section: StaffSection): boolean {
  if (!actsAsStaff(actor)) return false;
  if (has(actor, 'administrator')) return true;
  if (section === 'users') return false;
  if (targetsOf(actor, 'site_admin').some((t) => t !== null)) return true;
  return section === 'jobs' && has(actor, 'job_editor');
}

/** The sections the actor may open, in the registry's order; empty for everybody who is not staff. */
export const openSections = (actor: Actor): readonly StaffSection[] => STAFF_SECTIONS.filter((s) => mayOpenSection(actor, s));

/**
 * Which sites' data of a section the actor sees in lists: `all`, or the named sites (possibly none).
 * Lists filter by it, so a site_admin never sees another site's rows.
 */
export function visibleSites(actor: Actor, section: StaffSection): 'all' | readonly string[] {
  if (!actsAsStaff(actor)) return [];
  if (has(actor, 'administrator')) return 'all';
  if (section === 'users') return [];
  const sites = new Set(targetsOf(actor, 'site_admin').filter((t): t is string => t !== null));
  if (section === 'jobs') {
    const editorTargets = targetsOf(actor, 'job_editor');
    if (editorTargets.includes(null)) return 'all';
    for (const t of editorTargets) if (t !== null) sites.add(t);
  }
  return [...sites].sort();
}

/** Staff roles are granted and revoked by administrators only (acting with their own session). */
export const mayGrantStaffRole = (actor: Actor): boolean => isConsoleAdministrator(actor);

/** The roles the console grants and revokes (the others come with an account's sign-up). */
export const GRANTABLE_ROLES: readonly RoleId[] = STAFF_ROLES;

/**
 * Taking the administrator role away from `target`, or blocking it, when `administrators` active
 * administrators exist: refused when it would leave the platform without one.
 */
export const leavesNoAdministrator = (target: { readonly roles: readonly Role[] }, administrators: number): boolean =>
  target.roles.some((r) => r.id === 'administrator') && administrators <= 1;

/**
 * May the actor block, unblock, end the sessions of or send a reset to this account? Accounts belong to
 * no site, so an administrator only; never their own account (they would lock themselves out).
 */
export const mayActOnAccount = (actor: Actor, target: { readonly id: string }): boolean =>
  isConsoleAdministrator(actor) && actor.kind === 'user' && actor.userId !== target.id;
