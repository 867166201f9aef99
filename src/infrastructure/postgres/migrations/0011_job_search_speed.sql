-- Job search at a million jobs (issue 4, items 2 and 8): indexes for bounded work per request.
--
-- Samples. Facet counts over a large set of jobs (a 100 km radius around a city holds ~80,000 of a
-- million) cost ~1–4 µs per job and facet value, far over the budget. Above a threshold the search
-- counts a fixed fraction of the jobs instead — those whose id hashes to 0 in the low 3, 6 or 9 bits
-- (1 in 8, 64, 512; nested, and independent of place, date and terms) — and scales the counts up,
-- marked as estimates. Each level has a point index (place searches) and a date index (everything
-- else), each small (1/8 + 1/64 + 1/512 of the full one) and covering what counting reads.
create index job_search_point_s3_idx on job_search using gist (pt) include (job_id, sites, expires_at, published_at, organization_id, term_ids)
  where pt is not null and (hashint8(job_id) & 7) = 0;
create index job_search_point_s6_idx on job_search using gist (pt) include (job_id, sites, expires_at, published_at, organization_id, term_ids)
  where pt is not null and (hashint8(job_id) & 63) = 0;
create index job_search_point_s9_idx on job_search using gist (pt) include (job_id, sites, expires_at, published_at, organization_id, term_ids)
  where pt is not null and (hashint8(job_id) & 511) = 0;
create index job_search_date_s3_idx on job_search (published_at desc, job_id desc) include (sites, expires_at, pt, organization_id, term_ids)
  where (hashint8(job_id) & 7) = 0;
create index job_search_date_s6_idx on job_search (published_at desc, job_id desc) include (sites, expires_at, pt, organization_id, term_ids)
  where (hashint8(job_id) & 63) = 0;
create index job_search_date_s9_idx on job_search (published_at desc, job_id desc) include (sites, expires_at, pt, organization_id, term_ids)
  where (hashint8(job_id) & 511) = 0;

-- The newest-first page of a large set walks this index and stops after the page: it carries every
-- column the filters read, so the walk never visits the table.
drop index job_search_date_idx;
create index job_search_date_idx on job_search (published_at desc, job_id desc) include (sites, expires_at, pt, organization_id, term_ids);

-- A GIN pending list makes the next search after a burst of writes pay for merging it (tens of ms);
-- writes to the projection are few and small, so they merge at once.
alter index job_search_document_idx set (fastupdate = off);
alter index job_search_terms_idx set (fastupdate = off);

-- Grid cells. The planner has no statistics for `point <@ box`: it takes every radius for 0.1 % of the
-- jobs, so a search with words reads each job in the box and its (TOASTed, ~5 kB) text — 80,000 of
-- them for 100 km at a million jobs. `cells` names the squares of a grid (1°, ½°, ¼°, ⅛°, 1⁄16°) the
-- job lies in; a radius is a handful of them (job-search-cells.ts, same arithmetic), and `cells &&`
-- has real statistics and a GIN index, so the words' index and the cells' index are ANDed before any
-- job is read. Jobs of the samples above carry the same cells once more per sample (offset 5·10⁸ per
-- level) and one "anywhere" cell, so a sampled count with words reads only the sample's jobs.
create function job_search_cells(job_id bigint, pt point) returns int[]
language sql immutable parallel safe as $$
  select coalesce(array_agg(cell + lvl.sample_offset order by lvl.sample_offset, cell), '{}')
  from (values (0, 0), (3, 500000000), (6, 1000000000), (9, 1500000000)) lvl(shift, sample_offset)
  cross join lateral (
    select grid * 100000000 + floor((pt[1] + 90) * (1 << grid))::int * 10000 + floor((pt[0] + 180) * (1 << grid))::int as cell
    from generate_series(0, 4) grid where pt is not null
    union all
    select 499999999 where lvl.shift > 0
  ) c
  where (hashint8(job_id) & ((1 << lvl.shift) - 1)) = 0
$$;

alter table job_search add column cells int[] not null default '{}';

create function job_search_set_cells() returns trigger language plpgsql as $$
begin
  new.cells := job_search_cells(new.job_id, new.pt);
  return new;
end $$;

create trigger job_search_cells before insert or update of job_id, pt on job_search
  for each row execute function job_search_set_cells();

-- Existing rows (the demo's few hundred; a large board pays one pass here).
update job_search set pt = pt;
create index job_search_cells_idx on job_search using gin (cells) with (fastupdate = off);
