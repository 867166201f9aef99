import type { Actor } from '../identity/actor';
import { isConsoleAdministrator, mayManageSectionOnAny, type StaffSection } from '../staff/staff-scope';

/**
 * A recruiter team: several accounts act for one organization. Owners run the team and the billing;
 * editors keep the profile current and post jobs. Ownership is never pushed onto somebody: an owner offers
 * it and the member accepts, so nobody ends up answerable for an organization they did not agree to run.
 */
export const TEAM_ROLES = ['owner', 'editor'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export interface TeamMember {
  readonly userId: string;
  readonly role: TeamRole;
}

export type TeamAction = 'viewTeam' | 'editProfile' | 'postJobs' | 'manageMembers' | 'manageBilling';

const EDITOR_ACTIONS: ReadonlySet<TeamAction> = new Set(['viewTeam', 'editProfile', 'postJobs']);

/** What a role allows inside its organization. */
export const teamRoleMay = (role: TeamRole, action: TeamAction): boolean => role === 'owner' || EDITOR_ACTIONS.has(action);

export const roleIn = (members: readonly TeamMember[], userId: string): TeamRole | null =>
  members.find((m) => m.userId === userId)?.role ?? null;

/** Actions only the team itself takes: staff never run a team or its money. */
export type TeamOnlyAction = Exclude<TeamAction, 'editProfile' | 'postJobs'>;

/**
 * An organization as its authorization sees it: its team, and the sites it is on (those its jobs are
 * offered on and those featuring it; an organization belongs to no site by itself).
 */
export interface TeamAndSites {
  readonly team: readonly TeamMember[];
  readonly sites: readonly string[];
}

const STAFF_SECTION_OF: Readonly<Partial<Record<TeamAction, StaffSection>>> = { editProfile: 'organizations', postJobs: 'jobs' };

/** Whether the actor's team role (if any) allows `action`; the request's site plays no part for a team. */
export const mayActAsTeamMember = (actor: Actor, members: readonly TeamMember[], action: TeamAction): boolean => {
  if (actor.kind !== 'user') return false;
  const role = roleIn(members, actor.userId);
  return role !== null && teamRoleMay(role, action);
};

/**
 * Whether staff may do `action` for an organization on `sites`: its admins edit the profile, its admins
 * and job editors its jobs, when they manage that section on at least one of the organization's sites,
 * wherever the request came in (as in the console: nobody moderates what their sites do not show).
 * Administrators everywhere; an organization on no site yet is theirs alone.
 */
export const staffMayActForOrganization = (actor: Actor, action: TeamAction, sites: readonly string[]): boolean => {
  const section = STAFF_SECTION_OF[action];
  return section !== undefined && (isConsoleAdministrator(actor) || mayManageSectionOnAny(actor, section, sites));
};

/**
 * Whether the actor may do `action` for the organization whose team is `members` and which is on `sites`:
 * its team by their roles, the staff of its sites the profile and jobs; the team and its money stay with
 * its owners.
 */
export const mayActForOrganization = (
  actor: Actor,
  members: readonly TeamMember[],
  action: TeamAction,
  sites: readonly string[],
): boolean => mayActAsTeamMember(actor, members, action) || staffMayActForOrganization(actor, action, sites);

export const ownerCount = (members: readonly TeamMember[]): number => members.filter((m) => m.role === 'owner').length;

export type TeamChangeRefusal = 'NOT_A_MEMBER' | 'LAST_OWNER' | 'OWNERSHIP_NEEDS_CONSENT';

/**
 * A change of one member's role or membership (`to: null` = leaves the team), judged on the team as it
 * stands. An organization always keeps an owner: without one nobody could invite, pay or pass it on.
 * Becoming an owner goes only through an accepted offer.
 */
export const judgeTeamChange = (
  members: readonly TeamMember[],
  userId: string,
  to: TeamRole | null,
): { readonly ok: true } | { readonly ok: false; readonly code: TeamChangeRefusal } => {
  const current = roleIn(members, userId);
  if (current === null) return { ok: false, code: 'NOT_A_MEMBER' };
  if (to === 'owner' && current !== 'owner') return { ok: false, code: 'OWNERSHIP_NEEDS_CONSENT' };
  if (current === 'owner' && to !== 'owner' && ownerCount(members) <= 1) return { ok: false, code: 'LAST_OWNER' };
  return { ok: true };
};

/** The team after a change that `judgeTeamChange` accepted (or an accepted ownership offer). */
export const applyTeamChange = (members: readonly TeamMember[], userId: string, to: TeamRole | null): readonly TeamMember[] =>
  to === null ? members.filter((m) => m.userId !== userId) : members.map((m) => (m.userId === userId ? { ...m, role: to } : m));

export type OwnershipOfferRefusal = 'NOT_A_MEMBER' | 'ALREADY_OWNER';

/** An owner offers ownership to an editor of the team; it takes effect only when that member accepts. */
export const judgeOwnershipOffer = (
  members: readonly TeamMember[],
  toUserId: string,
): { readonly ok: true } | { readonly ok: false; readonly code: OwnershipOfferRefusal } => {
  const role = roleIn(members, toUserId);
  if (role === null) return { ok: false, code: 'NOT_A_MEMBER' };
  if (role === 'owner') return { ok: false, code: 'ALREADY_OWNER' };
  return { ok: true };
};

/** Invitations work for seven days: long enough for a holiday week, short enough that old mails go stale. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const invitationExpiry = (now: Date): Date => new Date(now.getTime() + INVITATION_TTL_MS);

export interface StoredInvitation {
  readonly email: string;
  readonly expiresAt: Date;
  readonly acceptedAt: Date | null;
}

export type InvitationRefusal = 'INVITATION_USED' | 'INVITATION_EXPIRED' | 'INVITATION_FOR_ANOTHER_ACCOUNT';

const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether an invitation may be taken up by the account with `accountEmail` (null: a new account, made with
 * the invited address). The mail went to one address, so only that address's account may use it, once.
 */
export const judgeInvitationUse = (
  invitation: StoredInvitation,
  accountEmail: string | null,
  now: Date,
): { readonly ok: true } | { readonly ok: false; readonly code: InvitationRefusal } => {
  if (invitation.acceptedAt !== null) return { ok: false, code: 'INVITATION_USED' };
  if (invitation.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'INVITATION_EXPIRED' };
  if (accountEmail !== null && !sameAddress(accountEmail, invitation.email)) return { ok: false, code: 'INVITATION_FOR_ANOTHER_ACCOUNT' };
  return { ok: true };
};

/** A lower-cased, trimmed address of sensible shape, or null. */
export const normalizeInvitedEmail = (raw: string): string | null => {
  const email = raw.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
};

export const isTeamRole = (value: string): value is TeamRole => (TEAM_ROLES as readonly string[]).includes(value);
