import type { ConfigDraft } from '../../../domain/site/app-config-rules';
import type { StaffActionEntry, StaffJson } from '../staff/staff-action-log.port';

/** A stored entry with where it applies: `site` null for every site (a site's own row overrides it). */
export interface StoredConfigEntry {
  readonly site: string | null;
  readonly name: string;
  readonly key: string;
  readonly value: string;
}

/** The staff action log's entry of a change, from the row before (null: new) and after. */
export type ConfigAuditOf = (before: StaffJson | null, after: StaffJson) => StaffActionEntry;

/** App configuration rows as staff see and change them. */
export interface ConfigAdminRepository {
  /** The rows of every site and the site's own rows, by key. */
  entriesOf(site: string): Promise<StoredConfigEntry[]>;
  /** Adds or replaces the row of that key for that site (null: every site), with its staff action in one transaction. */
  save(site: string | null, entry: ConfigDraft, audit: ConfigAuditOf): Promise<StoredConfigEntry>;
}

/**
 * Whether the platform is read-only now. Every worker and host asks the database (the flag is one row),
 * through a cache of a few seconds, so turning it on or off takes effect everywhere within that time.
 */
export interface ReadOnlyMode {
  isOn(): Promise<boolean>;
  /** This process switched the flag: it knows the new value at once (the others within their cache period). */
  changed(on: boolean): void;
}
