/** Role ids Staff roles make a user staff; staff may edit anything. */
export const ROLE_IDS = ['applicant', 'recruiter', 'administrator', 'site_admin', 'job_editor'] as const;
export type RoleId = (typeof ROLE_IDS)[number];
export const STAFF_ROLES: readonly RoleId[] = ['administrator', 'site_admin', 'job_editor'];

export interface Role {
  readonly id: RoleId;
  /** Organization or site the role applies to, when scoped. */
  readonly targetId: string | null;
}

export const isStaff = (roles: readonly Role[]): boolean => roles.some((r) => STAFF_ROLES.includes(r.id));

/** A user may edit something when they own it or are staff. */
export const mayEdit = (actor: { id: string; roles: readonly Role[] }, ownerId: string | null): boolean =>
  isStaff(actor.roles) || (ownerId !== null && ownerId === actor.id);

/** How the board tells users apart (side navigation state, dashboards). */
export type UserKind = 'guest' | 'recruiter' | 'applicant';

export const userKindOf = (roles: readonly Role[] | null): UserKind => {
  if (!roles) return 'guest';
  if (roles.some((r) => r.id === 'recruiter')) return 'recruiter';
  return 'applicant';
};
