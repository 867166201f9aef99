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
  const params = new Params();
  const f = filtersOf(query, params, { shift: 0, placeBy: 'row', wordsBy: 'row' });
  const where = [...f.where, ...f.groups.map((g) => g.sql), ...(f.tsquery ? [`ts_match_vq(s.document, ${f.tsquery})`] : [])];
  const distance = f.distance ?? 'null::float8';
  const order = orderBy(query.request, f, 's').replace('s.rank', rankOf(query.request, f)).replace('s.distance', distance);
  const { rows } = await pool.query<{ job_id: string; distance: number | null }>(
    `with top as materialized (
       select h.job_id from job_highlights h
       where h.site = ${params.add(query.site)} and h.kind = 'top'
         and h.starts_at <= ${params.add(query.now)} and (h.ends_at is null or h.ends_at > ${params.add(query.now)})
       group by h.job_id)
     select s.job_id::text, ${distance} as distance from top t join job_search s on s.job_id = t.job_id
     where ${where.join(' and ')}
     order by ${order} limit ${params.add(TOP_PLACEMENT_MAX)}`,
    params.values,
  );
  return rows.map((r) => ({ jobId: r.job_id, distanceKm: r.distance === null ? null : Math.round(r.distance * 10) / 10, top: true }));
}
