import type { Role } from '../../../domain/identity/roles';

export interface StoredSession {
  /** SHA-256 (hex) of the token: the `sessions.id`. */
  readonly id: string;
  readonly userId: string;
  readonly expiresAt: Date;
  readonly masqueradedBy: string | null;
  /** The user's roles now (not when the session started). */
  readonly roles: readonly Role[];
  /** Session.isNewUserViaSocial: the user was made by a social sign-in and has not signed in since. */
  readonly isNewUserViaSocial?: boolean;
}

export interface SessionStore {
  create(session: {
    readonly id: string;
    readonly userId: string;
    readonly expiresAt: Date;
    readonly masqueradedBy: string | null;
  }): Promise<void>;
  find(id: string): Promise<StoredSession | null>;
  setExpiry(id: string, expiresAt: Date): Promise<void>;
  delete(id: string): Promise<void>;
  /** Every session of the user, including masquerade sessions of others acting as them. */
  deleteAllOfUser(userId: string): Promise<void>;
}
