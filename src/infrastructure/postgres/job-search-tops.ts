import type pg from 'pg';
import type { JobIndexHit } from '../../application/platform/search/job-index.port';
import { TOP_PLACEMENT_MAX } from '../../domain/search/top-placement';
import { filtersOf, orderBy, Params, rankOf, type WordedQuery } from './job-search-filters';

/**
 * The jobs with a Top highlight in force on the query's site (staff pick or bought upgrade,
 * job_highlights) that match the query, in the search's order. A site holds a handful of them: they
 * are read by primary key and each compared in the row (words by function, so that no text or cell
 * index is walked for them), which costs well under a millisecond when there are none.
 */
export async function matchingTopJobs(pool: pg.Pool, query: WordedQuery): Promise<JobIndexHit[]> {
  // First the ids alone (none on most sites, and then no second statement): given as a list, the
  // planner reads them by primary key rather than filter every job of the site and join.
  const { rows: top } = await pool.query<{ job_id: string }>(
    `select job_id::text from job_highlights
     where site = $1 and kind = 'top' and starts_at <= $2 and (ends_at is null or ends_at > $2)
     group by job_id limit 1000`,
    [query.site, query.now],
  );
  if (top.length === 0) return [];
  const params = new Params();
  const f = filtersOf(query, params, { shift: 0, placeBy: 'row', wordsBy: 'row' });
  const where = [
    `s.job_id = any(${params.add(top.map((r) => r.job_id))}::bigint[])`,
    ...f.where,
    ...f.groups.map((g) => g.sql),
    ...(f.tsquery ? [`ts_match_vq(s.document, ${f.tsquery})`] : []),
  ];
  const distance = f.distance ?? 'null::float8';
  const order = orderBy(query.request, f, 's').replace('s.rank', rankOf(query.request, f)).replace('s.distance', distance);
  const { rows } = await pool.query<{ job_id: string; distance: number | null }>(
    `select s.job_id::text, ${distance} as distance from job_search s
     where ${where.join(' and ')}
     order by ${order} limit ${params.add(TOP_PLACEMENT_MAX)}`,
    params.values,
  );
  return rows.map((r) => ({ jobId: r.job_id, distanceKm: r.distance === null ? null : Math.round(r.distance * 10) / 10, top: true }));
}
