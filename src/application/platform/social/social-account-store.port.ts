import type { SocialProviderId } from '../../../domain/identity/social-sign-in';

/** Linked provider accounts (`oauth_accounts`) and the accounts social sign-in creates. */
export interface SocialAccountStore {
  /** The user a provider account is linked to, or null. */
  findLinkedUser(provider: SocialProviderId, providerAccountId: string): Promise<string | null>;
  link(input: {
    readonly provider: SocialProviderId;
    readonly providerAccountId: string;
    readonly userId: string;
    readonly email: string | null;
    readonly at: Date;
  }): Promise<void>;
  recordSignIn(provider: SocialProviderId, providerAccountId: string, at: Date): Promise<void>;
  /**
   * A new account without a password whose address the provider verified, flagged as new via social
   * sign-in. Null when the address is taken (case-insensitive).
   */
  createSocialAccount(input: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly creationSource: string | null;
  }): Promise<string | null>;
  /** Ends the "new via social" state (the user signed in again). */
  clearNewViaSocial(userId: string): Promise<void>;
}
