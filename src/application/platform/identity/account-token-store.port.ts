import type { AccountTokenPurpose } from '../../../domain/identity/account-tokens';

export interface IssuedAccountToken {
  /** SHA-256 of the token; the token itself exists only in the mail. */
  readonly hash: string;
  readonly userId: string;
  readonly purpose: AccountTokenPurpose;
  readonly email: string;
  readonly expiresAt: Date;
}

export interface AccountTokenStore {
  /** Stores the token, replacing earlier tokens of the same user and purpose (only the newest link works). */
  issue(token: IssuedAccountToken): Promise<void>;
  /** Deletes and returns the token (single use), whatever its age; the caller checks the expiry. */
  consume(hash: string, purpose: AccountTokenPurpose): Promise<IssuedAccountToken | null>;
  /** Removes every token of a user for a purpose (e.g. reset links once the password changed). */
  revokeAll(userId: string, purpose: AccountTokenPurpose): Promise<void>;
}
