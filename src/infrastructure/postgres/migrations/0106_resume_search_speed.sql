-- Resume search with bounded work (postgres-resume-search-index.ts): a large match set is counted from a
-- hashed sample of the resumes and its page found by walking the resumes newest first, so a search
-- reads about as many rows as its page and its sample need, not every match.

-- Newest first: the page of a large set without words, and the candidates a large word search ranks.
create index resume_search_index_newest_idx on resume_search_index (updated_at desc, user_id desc) where visibility <> 'hidden';

-- The samples: the resumes whose id hashes to 0 in the low 3, 5, 7 or 9 bits (1 in 8, 32, 128, 512),
-- each nested in the one before. The predicates are spelled exactly as the adapter's (`sampledBy` in
-- resume-search-sampling.ts), so the planner uses these indexes; a seeded hash, which nothing else uses.
create index resume_search_index_sample_3_idx on resume_search_index (updated_at desc, user_id desc)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 7) = 0;
create index resume_search_index_sample_5_idx on resume_search_index (updated_at desc, user_id desc)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 31) = 0;
create index resume_search_index_sample_7_idx on resume_search_index (updated_at desc, user_id desc)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 127) = 0;
create index resume_search_index_sample_9_idx on resume_search_index (updated_at desc, user_id desc)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 511) = 0;
create index resume_search_index_document_3_idx on resume_search_index using gin (document)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 7) = 0;
create index resume_search_index_document_5_idx on resume_search_index using gin (document)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 31) = 0;
create index resume_search_index_document_7_idx on resume_search_index using gin (document)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 127) = 0;
create index resume_search_index_document_9_idx on resume_search_index using gin (document)
  where visibility <> 'hidden' and (hashint8extended(user_id, 1) & 511) = 0;
