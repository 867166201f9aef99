import type pg from 'pg';
import type { LegalVersionStore } from '../../../application/platform/legal-admin/legal-version-store.port';
import type { StaffActionEntry } from '../../../application/platform/staff/staff-action-log.port';
import type { LegalPage } from '../../../domain/content/legal-document';
import { isLegalVersionDay, type LegalVersionDraft } from '../../../domain/content/legal-version-draft';
import type { Locale } from '../../../domain/shared/locale';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from '../staff/postgres-staff-action-log';

/** Legal pages' wordings published from the console (`legal_document_versions`). */
export class PostgresLegalVersionStore implements LegalVersionStore {
  constructor(private readonly pool: pg.Pool) {}

  async versions(site: string, page: LegalPage): Promise<readonly string[]> {
    const { rows } = await this.pool.query<{ version: string }>(
      `select distinct to_char(version, 'YYYY-MM-DD') as version from legal_document_versions where site = $1 and page = $2`,
      [site, page],
    );
    return rows.map((r) => r.version);
  }

  async text(site: string, page: LegalPage, version: string, locale: Locale): Promise<string | null> {
    if (!isLegalVersionDay(version)) return null;
    const { rows } = await this.pool.query<{ html: string }>(
      'select html from legal_document_versions where site = $1 and page = $2 and version = $3::date and locale = $4',
      [site, page, version, locale],
    );
    return rows[0]?.html ?? null;
  }

  publish(site: string, draft: LegalVersionDraft, audit: StaffActionEntry): Promise<'PUBLISHED' | 'OLDER_THAN_NEWEST'> {
    return inTransaction(this.pool, async (db) => {
      // One publication of a site's page at a time, so the newest-version rule holds between two staff members.
      await db.query('select pg_advisory_xact_lock(hashtext($1))', [`legal_document_versions:${site}:${draft.page}`]);
      const { rows } = await db.query<{ newest: string | null }>(
        `select to_char(max(version), 'YYYY-MM-DD') as newest from legal_document_versions where site = $1 and page = $2`,
        [site, draft.page],
      );
      const newest = rows[0]?.newest ?? null;
      if (newest !== null && draft.version < newest) return 'OLDER_THAN_NEWEST';
      await db.query(
        `insert into legal_document_versions (site, page, locale, version, html, published_by)
         values ($1, $2, $3, $4::date, $5, $6)
         on conflict (site, page, version, locale) do update
           set html = excluded.html, published_by = excluded.published_by, published_at = now()`,
        [site, draft.page, draft.locale, draft.version, draft.html, audit.actorId],
      );
      await new PostgresStaffActionLog(db).record(audit);
      return 'PUBLISHED';
    });
  }
}
