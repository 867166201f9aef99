-- The resume search no longer reads resumes through the point index of migration 0111: a radius is
-- matched through the grid cells of migration 0151 (`cells`, in the words-and-cells index) and the exact
-- distance is arithmetic on `pt` (no operator of the index's), and no other statement asks `pt <@`.
-- The index only cost every write of a resume's place.
drop index resume_search_index_pt_idx;
