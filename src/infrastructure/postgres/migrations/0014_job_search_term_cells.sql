-- Facet terms per place (issue 4: p95 ≤ 10 ms at 100k jobs). A search with facets and a radius asked
-- the text index for `cells && {the circle's whole-degree cells}` and `term_ids && {the terms}`: two
-- long posting lists (at 100k jobs a 100 km circle holds ~44,000 jobs and a term ~40,000) that the
-- index steps through for every candidate the words leave. `term_cells` names each (term, whole-degree
-- cell) pair of a job: the search asks for its terms in its cells at once, one short list per pair
-- (measured on 24 of the benchmark's exact passes: 183 → 134 ms together, the same jobs).
-- A key is term id · 10⁷ + the grid-0 cell of job-search-cells.ts (⌊lat + 90⌋ · 10⁴ + ⌊lon + 180⌋).
create function job_search_term_cells(term_ids bigint[], pt point) returns bigint[]
language sql immutable parallel safe as $$
  select coalesce(array_agg(t * 10000000 + floor(pt[1] + 90)::bigint * 10000 + floor(pt[0] + 180)::bigint order by t), '{}')
  from unnest(term_ids) t where pt is not null
$$;

-- A stored generated column: kept with its row by PostgreSQL itself. Adding it rewrites the table once
-- (a large board pays that here, like a VACUUM FULL, leaving no bloat); the text indexes that get the
-- column are dropped first so that the rewrite does not rebuild them in vain.
drop index job_search_words_idx, job_search_words_s3_idx, job_search_words_s6_idx, job_search_words_s9_idx;
set local maintenance_work_mem = '512MB';
alter table job_search add column term_cells bigint[] not null generated always as (job_search_term_cells(term_ids, pt)) stored;

create index job_search_words_idx on job_search using gin (document, title_document, cells, term_ids, term_cells) with (fastupdate = off);
create index job_search_words_s3_idx on job_search using gin (document, cells, term_ids, term_cells) with (fastupdate = off)
  where (hashint8extended(job_id, 1) & 7) = 0;
create index job_search_words_s6_idx on job_search using gin (document, cells, term_ids, term_cells) with (fastupdate = off)
  where (hashint8extended(job_id, 1) & 63) = 0;
create index job_search_words_s9_idx on job_search using gin (document, cells, term_ids, term_cells) with (fastupdate = off)
  where (hashint8extended(job_id, 1) & 511) = 0;
