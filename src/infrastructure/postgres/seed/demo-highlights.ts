import type pg from 'pg';
import { HIGHLIGHTS_MAX } from '../../../domain/job/job-highlight';
import type { SeedSite } from './demo-jobs';

/**
 * Staff picks for the demo's home pages, per site: the featured demo jobs as top jobs, other jobs as
 * featured jobs, and the jobs that have a video as video jobs — six of each at most, chosen by id so
 * the same seed gives the same picks. Bought upgrades (the commerce work) add rows of source 'upgrade'.
 */
export async function insertStaffHighlights(client: pg.PoolClient, sites: readonly SeedSite[], now: Date): Promise<void> {
  const picks = {
    top: 'j.featured',
    featured: 'not j.featured and j.id % 5 = 0',
    video: "coalesce(j.video_url, '') <> ''",
  } as const;
  for (const site of sites.filter((s) => s.enabled)) {
    for (const [kind, condition] of Object.entries(picks)) {
      await client.query(
        `insert into job_highlights (job_id, site, kind, source, starts_at)
         select j.id, $1, $2, 'staff', $3::timestamptz - interval '1 day'
         from jobs j join job_sites s on s.job_id = j.id and s.site = $1
         where j.state = 'published' and (j.expires_at is null or j.expires_at > $3) and ${condition}
         order by j.id
         limit $4`,
        [site.key, kind, now, HIGHLIGHTS_MAX],
      );
    }
  }
}
