-- Resume search, a large set's page (more than the exact limit of 2,000 match the words and place):
-- when the facets leave few of them, walking the resumes newest first until the page is full read most
-- of the table (all 100,000 when nothing matched, 200–300 ms). Such a page is now read from its matches
-- and sorted, and this index hands over only the resumes having the words, the radius's cells and every
-- facet chosen: one GIN scan intersects them all (separate indexes were not combined — the planner took
-- the languages' alone and tested the words on 38,000 rows). The career status is indexed as a
-- one-element array, the way the adapter asks it (`array[career_status] && $8`).
create index resume_search_index_words_facets_idx on resume_search_index
  using gin (document, cells, languages, skills, occupations, (array[career_status])) with (fastupdate = off)
  where visibility <> 'hidden';
