import type { BoardContext } from '../board-context';

export interface BoardStaffUserRole {
  readonly role: string;
  /** Null: every site. */
  readonly siteKey: string | null;
}

export interface BoardStaffUser {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly BoardStaffUserRole[];
  readonly blockedAt: string | null;
  readonly createdAt: string;
}

export interface BoardStaffUserDetail extends BoardStaffUser {
  readonly emailVerified: boolean;
  readonly sessions: number;
}

export interface StaffUserList {
  readonly users: readonly BoardStaffUser[];
  readonly total: number;
  readonly errors: readonly string[];
}

export interface StaffUserAnswer {
  readonly user: BoardStaffUserDetail | null;
  readonly errors: readonly string[];
}

/** A staff action's outcome: no errors, or the platform's refusal codes. */
export interface StaffUserActionAnswer {
  readonly errors: readonly string[];
}

export type StaffUserAction =
  | { readonly kind: 'grant' | 'revoke'; readonly role: string; readonly siteKey: string | null }
  | { readonly kind: 'block' | 'unblock' | 'end-sessions' }
  | { readonly kind: 'password-reset'; readonly origin: string };

/** The console's users section's reach into the platform. */
export interface StaffUsersGateway {
  search(input: { readonly text: string; readonly offset: number; readonly limit: number }, ctx: BoardContext): Promise<StaffUserList>;
  find(id: string, ctx: BoardContext): Promise<StaffUserAnswer>;
  act(userId: string, action: StaffUserAction, ctx: BoardContext): Promise<StaffUserActionAnswer>;
}
