/**
 * One feature's share of a user's personal data (GDPR art. 15/17/20). Every feature that keeps data about
 * a person adds a source in its own DI module (bound under PRIVACY.Source, see privacy-data.module.ts):
 * the export collects every source's section, and account deletion removes every source's files after
 * the database rows are gone (the rows themselves go by `on delete cascade` from `users`).
 */
export interface PersonalDataSource {
  /** Section name in the export (camelCase, unique). */
  readonly section: string;
  /** The section's content: plain JSON, no secrets (no password hashes, no tokens). */
  collect(userId: string): Promise<unknown>;
  /** FileStore keys of files that belong to the user and go with the account. */
  fileKeys(userId: string): Promise<readonly string[]>;
}
