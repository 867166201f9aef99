import type pg from 'pg';
import type { JobHighlights } from '../../application/platform/jobs/job-highlights.port';
import type { HighlightKind } from '../../domain/job/job-highlight';

/** Highlights in force (migration 0016), of jobs visitors may see on the site. */
export class PostgresJobHighlights implements JobHighlights {
  constructor(private readonly pool: pg.Pool) {}

  async visibleJobIds(query: { site: string; kind: HighlightKind; now: Date; limit: number }): Promise<string[]> {
    const { rows } = await this.pool.query<{ id: string }>(
      `select j.id::text as id
       from job_highlights h
       join jobs j on j.id = h.job_id
       join job_sites s on s.job_id = j.id and s.site = h.site
       where h.site = $1 and h.kind = $2
         and h.starts_at <= $3 and (h.ends_at is null or h.ends_at > $3)
         and j.state = 'published' and (j.expires_at is null or j.expires_at > $3)
         and ($2 <> 'video' or coalesce(j.video_url, '') <> '')
       group by j.id
       order by max(h.starts_at) desc, j.id desc
       limit $4`,
      [query.site, query.kind, query.now, query.limit],
    );
    return rows.map((r) => r.id);
  }
}
