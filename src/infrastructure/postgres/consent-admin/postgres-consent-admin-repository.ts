import type pg from 'pg';
import type { ConsentAdminRepository, ConsentAuditOf } from '../../../application/platform/consent-admin/consent-admin-repository.port';
import type { StaffActionEntry } from '../../../application/platform/staff/staff-action-log.port';
import type { ConsentInfo, ConsentRevision } from '../../../domain/consent/consent-info';
import type { Translated } from '../../../domain/shared/locale';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from '../staff/postgres-staff-action-log';
import { isEntityId } from '../../../domain/shared/entity-id';

interface InfoRow {
  id: string;
  type: string;
  placement: string;
  opt_in: boolean;
  active: boolean;
  sites: string[] | null;
  path: string | null;
  revisions: Array<{ id: number | string; texts: Translated; effective_at: string }>;
}

const INFO_COLUMNS = `
  i.id::text, i.type, i.placement, i.opt_in, i.active, i.sites, i.path,
  coalesce((select json_agg(json_build_object('id', r.id, 'texts', r.texts, 'effective_at', r.effective_at) order by r.effective_at, r.id)
            from consent_info_revisions r where r.info_id = i.id), '[]') as revisions`;

const toInfo = (row: InfoRow): ConsentInfo => ({
  id: row.id,
  type: row.type,
  placement: row.placement,
  optIn: row.opt_in,
  active: row.active,
  sites: row.sites,
  path: row.path,
  revisions: row.revisions.map((r) => ({ id: String(r.id), texts: r.texts, effectiveAt: new Date(r.effective_at).toISOString() })),
});

/** Consent infos and their wordings as staff see and extend them (`consent_infos`, `consent_info_revisions`). */
export class PostgresConsentAdminRepository implements ConsentAdminRepository {
  constructor(private readonly pool: pg.Pool) {}

  async infosOfSite(site: string): Promise<ConsentInfo[]> {
    const { rows } = await this.pool.query<InfoRow>(
      `select ${INFO_COLUMNS} from consent_infos i where i.sites is null or i.sites @> array[$1::text] order by i.id`,
      [site],
    );
    return rows.map(toInfo);
  }

  async findInfo(id: string): Promise<ConsentInfo | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.pool.query<InfoRow>(`select ${INFO_COLUMNS} from consent_infos i where i.id = $1`, [id]);
    return rows[0] ? toInfo(rows[0]) : null;
  }

  addRevision(infoId: string, texts: Translated, effectiveAt: Date, audit: ConsentAuditOf): Promise<ConsentRevision | null> {
    if (!isEntityId(infoId)) return Promise.resolve(null);
    return inTransaction(this.pool, async (db) => {
      const { rowCount } = await db.query('select 1 from consent_infos where id = $1 for no key update', [infoId]);
      if (!rowCount) return null;
      const { rows } = await db.query<{ id: string; effective_at: Date }>(
        `insert into consent_info_revisions (info_id, texts, effective_at) values ($1, $2::jsonb, $3)
         returning id::text, effective_at`,
        [infoId, JSON.stringify(texts), effectiveAt],
      );
      const revision: ConsentRevision = { id: rows[0]!.id, texts, effectiveAt: rows[0]!.effective_at.toISOString() };
      await new PostgresStaffActionLog(db).record(
        audit({ revisionId: revision.id, texts: { ...revision.texts }, effectiveAt: revision.effectiveAt }),
      );
      return revision;
    });
  }

  setActive(infoId: string, active: boolean, audit: StaffActionEntry): Promise<boolean | null> {
    if (!isEntityId(infoId)) return Promise.resolve(null);
    return inTransaction(this.pool, async (db) => {
      const { rows } = await db.query<{ active: boolean }>('select active from consent_infos where id = $1 for no key update', [infoId]);
      if (!rows[0]) return null;
      if (rows[0].active === active) return false;
      await db.query('update consent_infos set active = $2 where id = $1', [infoId, active]);
      await new PostgresStaffActionLog(db).record(audit);
      return true;
    });
  }
}
