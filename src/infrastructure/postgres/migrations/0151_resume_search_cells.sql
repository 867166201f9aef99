-- Resume search around a town: the grid cells of a resume's desired place, so a radius is an index
-- lookup. The planner has no statistics for `point <@ box` (a fixed guess of a few rows), so it either
-- walked the point index through every resume of a city or, without it, tested the distance on every
-- word match (around Stuttgart at 50 km: 20,000 word matches read for 1,700 in the circle, 60–190 ms at
-- 100,000 resumes). `cells` names the squares of the job search's grids (1°, ½°, ¼°, ⅛°, 1⁄16°,
-- job-search-cells.ts, the same arithmetic as `job_search_cells` of migration 0011) that the point lies
-- in; a radius is a handful of them, `cells &&` has real statistics and a GIN index, so the words and the
-- place are matched in the index before any resume is read, and the exact distance is tested on the rest.
-- Numbered after 0150: it needs `pt` (migration 0111), and the migrator applies files in name order.
create function resume_search_cells(pt point) returns int[]
language sql immutable parallel safe as $$
  select coalesce(array_agg(grid * 100000000 + floor((pt[1] + 90) * (1 << grid))::int * 10000 + floor((pt[0] + 180) * (1 << grid))::int
                            order by grid), '{}')
  from generate_series(0, 4) grid where pt is not null
$$;

-- Generated, so it follows `pt` in every write, the place locator's and the trigger's that forgets a place.
alter table resume_search_index add column cells int[] not null generated always as (resume_search_cells(pt)) stored;

-- Words and cells in one index: a radius with words is one index scan that hands over only the resumes
-- having both (with two indexes the planner, misjudging the words' share, read the cells' rows alone and
-- tested the words on each). A radius without words reads the cells' column of the same index.
create index resume_search_index_words_cells_idx on resume_search_index using gin (document, cells) with (fastupdate = off)
  where visibility <> 'hidden';
