-- Resume search: a sample's word matches read from the sample's own text index. The samples of
-- migration 0106 had a newest-first index and a text index with the same predicate, so the planner could
-- take either, and with words it walked the whole sample (1 in 32 of the resumes: 3,000 rows at 100,000)
-- testing each row's words (≈ 15 ms) where the text index hands over the matches alone (≈ 3 ms).
-- The text indexes now say "in the sample" as `< 1` (the masked hash is never negative, so the same
-- rows as `= 0`): a search with words spells it that way (resume-search-sampling.ts), which the newest-first
-- indexes' `= 0` does not cover, and only these indexes answer it.
drop index resume_search_index_document_3_idx;
drop index resume_search_index_document_5_idx;
drop index resume_search_index_document_7_idx;
drop index resume_search_index_document_9_idx;
create index resume_search_index_words_sample_3_idx on resume_search_index using gin (document)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 7) < 1;
create index resume_search_index_words_sample_5_idx on resume_search_index using gin (document)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 31) < 1;
create index resume_search_index_words_sample_7_idx on resume_search_index using gin (document)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 127) < 1;
create index resume_search_index_words_sample_9_idx on resume_search_index using gin (document)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 511) < 1;
