import type { AccountStore } from '../identity/account-store.port';
import type { SessionStore } from '../identity/session-store.port';
import type { SocialAccountStore } from './social-account-store.port';

/** The stores a social sign-in touches, bound to one database transaction. */
export interface SocialTransaction {
  readonly accounts: AccountStore;
  readonly sessions: SessionStore;
  readonly social: SocialAccountStore;
}

export interface SocialUnitOfWork {
  /** Runs `work` in one transaction: all of it commits, or none of it (it rethrows). */
  run<T>(work: (tx: SocialTransaction) => Promise<T>): Promise<T>;
}
