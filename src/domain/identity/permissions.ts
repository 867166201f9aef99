import type { Actor } from './actor';
import { isStaff, mayEdit, userKindOf, type Role } from './roles';

/*
 * Roles and permissions as rules. Role ids: recruiter, applicant, anonymous (no session);
 * editor roles ANON, APPLICANT, RECRUITER, ADMIN; staff = administrator, site_admin or job_editor.
 * tests/unit/domain/identity/permissions-matrix.test.ts walks every role × action.
 */

const rolesOf = (actor: Actor): readonly Role[] => (actor.kind === 'user' ? actor.roles : []);

/** Role id of the actor (analytics, auth scopes): anonymous without a session. */
export type RoleIdOfActor = 'anonymous' | 'applicant' | 'recruiter';
export const roleIdOf = (actor: Actor): RoleIdOfActor =>
  actor.kind === 'anonymous' ? 'anonymous' : userKindOf(actor.roles) === 'recruiter' ? 'recruiter' : 'applicant';

export const actorIsStaff = (actor: Actor): boolean => isStaff(rolesOf(actor));
export const isAdministrator = (actor: Actor): boolean => rolesOf(actor).some((r) => r.id === 'administrator');

/** "a user may edit something if they own it (id matches) or are staff"; nobody anonymous. */
export const mayEditOwnedBy = (actor: Actor, ownerId: string | null): boolean =>
  actor.kind === 'user' && mayEdit({ id: actor.userId, roles: actor.roles }, ownerId);

/** Organization owner tracked by ownerId. */
export const ownsOrganization = (actor: Actor, organization: { readonly ownerId: string | null }): boolean =>
  actor.kind === 'user' && organization.ownerId !== null && organization.ownerId === actor.userId;

/** Organization profile loading only for organization (recruiter) users. */
export const mayLoadOrganizationProfile = (actor: Actor): boolean => actor.kind === 'user' && userKindOf(actor.roles) === 'recruiter';

/**
 * Masquerade: an administrator (not already acting as someone) may act as another user who is not staff;
 * acting as another administrator would hide who did what without any need.
 */
export const mayMasqueradeAs = (actor: Actor, target: { readonly id: string; readonly roles: readonly Role[] }): boolean =>
  actor.kind === 'user' && !actor.masqueradedBy && isAdministrator(actor) && target.id !== actor.userId && !isStaff(target.roles);

/** Editor roles. */
export const EDITOR_ROLES = ['ANON', 'APPLICANT', 'RECRUITER', 'ADMIN'] as const;
export type EditorRole = (typeof EDITOR_ROLES)[number];

export const editorRoleOf = (actor: Actor): EditorRole => {
  if (actor.kind === 'anonymous') return 'ANON';
  if (isStaff(actor.roles)) return 'ADMIN';
  return userKindOf(actor.roles) === 'recruiter' ? 'RECRUITER' : 'APPLICANT';
};

export type ToolbarItem =
  | 'heading'
  | 'bold'
  | 'italic'
  | 'link'
  | 'bulletedList'
  | 'numberedList'
  | 'blockQuote'
  | 'undo'
  | 'redo'
  | 'indent'
  | 'outdent'
  | 'insertTable'
  | 'mediaEmbed';

/** ANON, APPLICANT, RECRUITER get these … */
export const BASIC_TOOLBAR: readonly ToolbarItem[] = [
  'heading',
  'bold',
  'italic',
  'link',
  'bulletedList',
  'numberedList',
  'blockQuote',
  'undo',
  'redo',
];
/** … and ADMIN adds indent, outdent, table insertion and media embed. */
export const ADMIN_TOOLBAR: readonly ToolbarItem[] = [...BASIC_TOOLBAR, 'indent', 'outdent', 'insertTable', 'mediaEmbed'];

export const editorToolbarFor = (role: EditorRole): readonly ToolbarItem[] => (role === 'ADMIN' ? ADMIN_TOOLBAR : BASIC_TOOLBAR);

/** What needs a verified, approved account (applying, posting): `isUserApprovedAndVerified` of getUser. */
export const mayUseVerifiedFeatures = (user: { readonly isUserApprovedAndVerified: boolean } | null): boolean =>
  user?.isUserApprovedAndVerified === true;
