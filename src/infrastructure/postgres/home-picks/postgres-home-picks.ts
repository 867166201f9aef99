import type pg from 'pg';
import type {
  HighlightSource,
  HomeHighlightRow,
  HomePicks,
  HomePickTransaction,
  StoredHighlight,
} from '../../../application/platform/home-picks/home-picks.port';
import type { PickableJob, StoredStaffPick } from '../../../domain/job/home-pick';
import type { HighlightKind } from '../../../domain/job/job-highlight';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from '../staff/postgres-staff-action-log';

type Queryable = Pick<pg.Pool, 'query'>;

interface HighlightDbRow {
  id: string;
  site: string;
  job_id: string;
  kind: HighlightKind;
  source: HighlightSource;
  starts_at: Date;
  ends_at: Date | null;
}

const HIGHLIGHT_COLUMNS = 'h.id::text as id, h.site, h.job_id::text as job_id, h.kind, h.source, h.starts_at, h.ends_at';

const stored = (r: HighlightDbRow): StoredHighlight => ({
  id: r.id,
  site: r.site,
  jobId: r.job_id,
  kind: r.kind,
  source: r.source,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
});

async function findHighlight(db: Queryable, id: string): Promise<StoredHighlight | null> {
  const { rows } = await db.query<HighlightDbRow>(`select ${HIGHLIGHT_COLUMNS} from job_highlights h where h.id = $1`, [id]);
  return rows[0] ? stored(rows[0]) : null;
}

/** The home page's highlights (job_highlights, migration 0016) as the console manages them. */
export class PostgresHomePicks implements HomePicks {
  constructor(private readonly pool: pg.Pool) {}

  async current(site: string, now: Date): Promise<readonly HomeHighlightRow[]> {
    const { rows } = await this.pool.query<HighlightDbRow & { title: string; slug: string; organization_name: string }>(
      `select ${HIGHLIGHT_COLUMNS}, j.title, j.slug, o.name as organization_name
       from job_highlights h
       join jobs j on j.id = h.job_id
       join organizations o on o.id = j.organization_id
       where h.site = $1 and (h.ends_at is null or h.ends_at > $2)
       order by h.kind, h.starts_at, h.id`,
      [site, now],
    );
    return rows.map((r) => ({ ...stored(r), jobTitle: r.title, jobSlug: r.slug, organizationName: r.organization_name }));
  }

  async job(jobId: string, site: string): Promise<(PickableJob & { readonly title: string }) | null> {
    const { rows } = await this.pool.query<{ id: string; title: string; published: boolean; on_site: boolean; has_video: boolean }>(
      `select j.id::text as id, j.title,
              j.state = 'published' and (j.expires_at is null or j.expires_at > now()) as published,
              exists (select 1 from job_sites s where s.job_id = j.id and s.site = $2) as on_site,
              coalesce(j.video_url, '') <> '' as has_video
       from jobs j where j.id = $1`,
      [jobId, site],
    );
    const r = rows[0];
    return r ? { id: r.id, title: r.title, published: r.published, onSite: r.on_site, hasVideo: r.has_video } : null;
  }

  find(id: string): Promise<StoredHighlight | null> {
    return findHighlight(this.pool, id);
  }

  run<T>(site: string, kind: HighlightKind, work: (tx: HomePickTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, async (db) => {
      // One pick of a site's block at a time, so the six-at-once rule holds between two staff members.
      await db.query('select pg_advisory_xact_lock(hashtext($1))', [`job_highlights:${site}:${kind}`]);
      return work({
        async staffPicks(s: string, k: HighlightKind, now: Date): Promise<readonly StoredStaffPick[]> {
          const { rows } = await db.query<HighlightDbRow>(
            `select ${HIGHLIGHT_COLUMNS} from job_highlights h
             where h.site = $1 and h.kind = $2 and h.source = 'staff' and (h.ends_at is null or h.ends_at > $3)`,
            [s, k, now],
          );
          return rows.map((r) => ({ jobId: r.job_id, startsAt: r.starts_at, endsAt: r.ends_at }));
        },
        async insert(pick): Promise<string> {
          const { rows } = await db.query<{ id: string }>(
            `insert into job_highlights (job_id, site, kind, source, starts_at, ends_at)
             values ($1, $2, $3, 'staff', $4, $5) returning id::text as id`,
            [pick.jobId, pick.site, pick.kind, pick.startsAt, pick.endsAt],
          );
          return rows[0]!.id;
        },
        find: (id: string) => findHighlight(db, id),
        async endAt(id: string, at: Date): Promise<void> {
          await db.query('update job_highlights set ends_at = $2 where id = $1', [id, at]);
        },
        async remove(id: string): Promise<void> {
          await db.query('delete from job_highlights where id = $1', [id]);
        },
        staffLog: new PostgresStaffActionLog(db),
      });
    });
  }
}
