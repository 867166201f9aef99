import type { Role } from '../../../../domain/identity/roles';

/** An account as the users section lists it: what staff need to recognise it, nothing secret. */
export interface StaffUserSummary {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly roles: readonly Role[];
  /** ISO time the account was blocked; null while it is not. */
  readonly blockedAt: string | null;
  /** ISO time. */
  readonly createdAt: string;
}

/** One account on its console page. */
export interface StaffUserDetail extends StaffUserSummary {
  readonly emailVerified: boolean;
  /** Live sessions (masquerade sessions of staff acting as the user included). */
  readonly sessions: number;
}

export interface StaffUserPage {
  readonly users: readonly StaffUserSummary[];
  readonly total: number;
}

/** The users section's read side: search by address or name, newest first, paged. */
export interface StaffUserReader {
  search(text: string, page: { readonly offset: number; readonly limit: number }): Promise<StaffUserPage>;
  find(id: string): Promise<StaffUserDetail | null>;
}

/** The users section's writes, bound to one transaction (StaffUserUnitOfWork). */
export interface StaffUserStore {
  /** The account, its row locked until the transaction ends (null: no such account). */
  lock(id: string): Promise<StaffUserDetail | null>;
  /**
   * Administrators who are not blocked, their rows locked: two staff members taking the last two
   * administrators away at once cannot both see "another one is left".
   */
  countActiveAdministrators(): Promise<number>;
  setBlocked(id: string, blocked: boolean): Promise<void>;
  /** False when the account already had the role. */
  addRole(id: string, role: Role): Promise<boolean>;
  /** False when the account did not have the role. */
  removeRole(id: string, role: Role): Promise<boolean>;
}
