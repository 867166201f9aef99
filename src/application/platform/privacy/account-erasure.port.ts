import type { SocialProviderId } from '../../../domain/identity/social-sign-in';
import type { OwnedOrganization } from '../../../domain/privacy/account-deletion';

/** What deleting an account needs beyond the feature sources. */
export interface AccountErasure {
  /** When the session (by the SHA-256 of its token) was created, or null. */
  sessionCreatedAt(sessionId: string): Promise<Date | null>;
  /** Providers linked to the account (a social-only account confirms its deletion by signing in with one). */
  linkedProviders(userId: string): Promise<SocialProviderId[]>;
  /** Organizations the user owns, locked against concurrent changes inside a transaction. */
  ownedOrganizations(userId: string): Promise<OwnedOrganization[]>;
  /**
   * Locks the user's row for the rest of the transaction, so nothing that references the account (an
   * application, a bookmark, an alert) is added between listing its files and deleting it. False when
   * there is no such user.
   */
  lockUser(userId: string): Promise<boolean>;
  /**
   * Deletes the organizations (their jobs and the applications to them go too); returns the FileStore
   * keys of all their files: job PDFs and logos, logo and cover, the profile sections' files (gallery
   * images, brochures, contact persons' photos, video covers), the applications' attachments.
   */
  deleteOrganizations(organizationIds: readonly string[]): Promise<string[]>;
  /** Deletes the user; every row that references them goes by cascade. False when there was none. */
  deleteUser(userId: string): Promise<boolean>;
}
