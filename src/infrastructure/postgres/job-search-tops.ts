import type pg from 'pg';
import type { JobIndexHit } from '../../application/platform/search/job-index.port';
import { TOP_PLACEMENT_MAX } from '../../domain/search/top-placement';
import { filtersOf, orderBy, Params, rankOf, type WordedQuery } from './job-search-filters';

/**
 * The jobs with a Top highlight in force on the query's site (staff pick or bought upgrade,
 * job_highlights) that match the query, in the search's order. A site holds a handful of them: they
 * are read by primary key and each compared in the row (words by function, so that no text or cell
 * index is walked for them), in one statement that costs well under a millisecond when there are none.
 */
export async function matchingTopJobs(pool: pg.Pool, query: WordedQuery): Promise<JobIndexHit[]> {
  const params = new Params();
  // The ids as an array computed first (an init plan): the planner reads them by primary key rather than
  // filter every job of the site and join, and an empty array ends the statement at once.
  const site = params.add(query.site);
  const now = params.add(query.now);
  const top = `array(select job_id from job_highlights
     where site = ${site} and kind = 'top' and starts_at <= ${now} and (ends_at is null or ends_at > ${now})
     group by job_id limit 1000)`;
  const f = filtersOf(query, params, { shift: 0, placeBy: 'row', wordsBy: 'row' });
  const where = [
    `s.job_id = any(${top})`,
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
