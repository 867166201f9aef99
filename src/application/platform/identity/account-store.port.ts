import type { Role } from '../../../domain/identity/roles';

/** What sign-in and account changes need to know about an account (never leaves the platform). */
export interface AccountRecord {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  /** Argon2id PHC string; null for social-only accounts (a later step). */
  readonly passwordHash: string | null;
  readonly emailVerified: boolean;
  readonly roles: readonly Role[];
  /** Blocked by staff: no sign-in, no session honoured (absent: not blocked). */
  readonly blocked?: boolean;
}

export interface NewAccount {
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly creationSource: string | null;
}

export interface AccountStore {
  findByEmail(email: string): Promise<AccountRecord | null>;
  findById(id: string): Promise<AccountRecord | null>;
  /** The new account's id, or null when the address is taken (case-insensitive). */
  create(account: NewAccount): Promise<string | null>;
  addRole(userId: string, role: Role): Promise<void>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** Marks the address verified, only while it is still the account's address. */
  markEmailVerified(userId: string, email: string): Promise<boolean>;
  /** Moves the account to a new (already verified) address; false when it is taken. */
  changeEmail(userId: string, email: string): Promise<boolean>;
}
