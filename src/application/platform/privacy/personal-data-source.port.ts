/**
 * One feature's share of a user's personal data (GDPR art. 15/17/20). Every feature that keeps data about
 * a person adds a source in its own DI module (bound under PRIVACY.Source, see privacy-data.module.ts):
 * the export collects every source's section, and account deletion removes every source's files after
 * the database rows are gone (the rows themselves go by `on delete cascade` from `users`, except those
 * a source erases itself, see `eraseUnlinked`).
 */
export interface PersonalDataSource {
  /** Section name in the export (camelCase, unique). */
  readonly section: string;
  /** The section's content: plain JSON, no secrets (no password hashes, no tokens). */
  collect(userId: string): Promise<unknown>;
  /** FileStore keys of files that belong to the user and go with the account. */
  fileKeys(userId: string): Promise<readonly string[]>;
  /**
   * Deletes the user's rows that the cascade from `users` does not reach because they do not reference
   * the account — e.g. what was sent as a guest with the account's verified address. Runs in the
   * deletion's transaction after `fileKeys` and before the user row goes. Sources without such rows
   * leave it out.
   */
  eraseUnlinked?(userId: string): Promise<void>;
}
