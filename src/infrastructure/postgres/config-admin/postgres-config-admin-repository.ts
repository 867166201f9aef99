import type pg from 'pg';
import type {
  ConfigAdminRepository,
  ConfigAuditOf,
  StoredConfigEntry,
} from '../../../application/platform/config-admin/config-admin-repository.port';
import type { ConfigDraft } from '../../../domain/site/app-config-rules';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from '../staff/postgres-staff-action-log';

/** App configuration rows on PostgreSQL (`app_config`; one row per site, or null for every site, and key). */
export class PostgresConfigAdminRepository implements ConfigAdminRepository {
  constructor(private readonly pool: pg.Pool) {}

  async entriesOf(site: string): Promise<StoredConfigEntry[]> {
    const { rows } = await this.pool.query<StoredConfigEntry>(
      'select site, name, key, value from app_config where site is null or site = $1 order by key, site nulls first',
      [site],
    );
    return rows;
  }

  save(site: string | null, entry: ConfigDraft, audit: ConfigAuditOf): Promise<StoredConfigEntry> {
    return inTransaction(this.pool, async (db) => {
      // The row of that site and key, locked, so the log's "before" is the value this write replaces.
      const before = await db.query<{ name: string; value: string }>(
        `select name, value from app_config where coalesce(site, '') = coalesce($1, '') and key = $2 for update`,
        [site, entry.key],
      );
      const { rows } = await db.query<StoredConfigEntry>(
        `insert into app_config (site, name, key, value) values ($1, $2, $3, $4)
         on conflict (coalesce(site, ''), key) do update set name = excluded.name, value = excluded.value
         returning site, name, key, value`,
        [site, entry.name, entry.key, entry.value],
      );
      const old = before.rows[0];
      await new PostgresStaffActionLog(db).record(
        audit(old ? { name: old.name, value: old.value } : null, { name: entry.name, value: entry.value }),
      );
      return rows[0]!;
    });
  }
}
