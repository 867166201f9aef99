-- Job search (issue 4): a narrow projection of what the search reads, kept correct by triggers in the
-- same transaction as every change to jobs, their sites, their terms, term labels and organization names.
--
-- Why a projection: the search filters, counts and sorts up to a million rows per request. `job_search`
-- holds only what it needs, one row per published job. Keyword searches AND the text index with the
-- point and term indexes (bitmaps); place searches without words read only the point index, which
-- carries every column they filter and count by (index-only scans in spatial order, no table visits).
-- Expiry is checked at query time (it depends on the clock, not on a write).

-- Text search in the site languages: German, English and French stemming, accents folded first
-- ("Ärztin" finds "Arztin", "crème" finds "creme").
create text search configuration jobsearch_de (copy = german);
alter text search configuration jobsearch_de alter mapping for hword, hword_part, word with unaccent, german_stem;
create text search configuration jobsearch_en (copy = english);
alter text search configuration jobsearch_en alter mapping for hword, hword_part, word with unaccent, english_stem;
create text search configuration jobsearch_fr (copy = french);
alter text search configuration jobsearch_fr alter mapping for hword, hword_part, word with unaccent, french_stem;

-- A job's text in all three languages: the job may be written in any of them and the visitor may search
-- in any. Title weighs most (A), organization and place next (B), everything else least (D).
create function job_search_document(title text, heading text, body text) returns tsvector
language sql immutable parallel safe as $$
  select setweight(to_tsvector('jobsearch_de', title), 'A') || setweight(to_tsvector('jobsearch_de', heading), 'B') || to_tsvector('jobsearch_de', body)
      || setweight(to_tsvector('jobsearch_en', title), 'A') || setweight(to_tsvector('jobsearch_en', heading), 'B') || to_tsvector('jobsearch_en', body)
      || setweight(to_tsvector('jobsearch_fr', title), 'A') || setweight(to_tsvector('jobsearch_fr', heading), 'B') || to_tsvector('jobsearch_fr', body)
$$;

-- The query side of the same: the words as each language reads them, any reading matches.
create function job_search_query(keys text) returns tsquery
language sql immutable parallel safe as $$
  select websearch_to_tsquery('jobsearch_de', keys) || websearch_to_tsquery('jobsearch_en', keys) || websearch_to_tsquery('jobsearch_fr', keys)
$$;

create table job_search (
  job_id              bigint primary key references jobs (id) on delete cascade,
  sites               text[] not null,
  published_at        timestamptz not null,
  expires_at          timestamptz,
  organization_id     bigint not null,
  organization_name   text not null,
  country_code        char(2) not null,
  administrative_area text,
  -- (lon, lat); null when the job has no coordinates.
  pt                  point,
  -- Every taxonomy term of the job (facet filters and counts).
  term_ids            bigint[] not null default '{}',
  document            tsvector not null
);
create index job_search_document_idx on job_search using gin (document);
create index job_search_terms_idx on job_search using gin (term_ids);
create index job_search_point_idx on job_search using gist (pt) include (job_id, sites, expires_at, published_at, organization_id, term_ids)
  where pt is not null;
create index job_search_date_idx on job_search (published_at desc, job_id desc);
create index job_search_organization_idx on job_search (organization_id);
create index job_search_organization_name_idx on job_search using gin (organization_name gin_trgm_ops);

-- Rebuilds the projection rows of the given jobs from the source tables: published jobs get their rows,
-- anything else (draft, archived, deleted, no site) loses them.
create function job_search_refresh(ids bigint[]) returns void
language plpgsql as $$
begin
  delete from job_search where job_id = any(ids);
  insert into job_search (job_id, sites, published_at, expires_at, organization_id, organization_name, country_code,
                          administrative_area, pt, term_ids, document)
  select j.id, s.sites, coalesce(j.published_at, j.created_at), j.expires_at, o.id, o.name, j.country_code,
         j.administrative_area, case when j.lat is not null and j.lon is not null then point(j.lon, j.lat) end,
         array(select jt.term_id from job_terms jt where jt.job_id = j.id order by jt.term_id),
         job_search_document(
           j.title,
           o.name || ' ' || j.locality || ' ' || coalesce(j.administrative_area, ''),
           coalesce((select string_agg(l.value, ' ')
                     from job_terms jt join terms t on t.id = jt.term_id, jsonb_each_text(t.labels) l
                     where jt.job_id = j.id), '')
             || ' ' || left(regexp_replace(j.description_html, '<[^>]*>|&[a-z]+;', ' ', 'gi'), 20000))
  from jobs j
  join organizations o on o.id = j.organization_id
  cross join lateral (select array_agg(js.site order by js.position, js.site) as sites from job_sites js where js.job_id = j.id) s
  where j.id = any(ids) and j.state = 'published' and s.sites is not null;
end $$;

create function job_search_rebuild() returns void
language plpgsql as $$
begin
  delete from job_search;
  perform job_search_refresh(array(select id from jobs where state = 'published'));
end $$;

-- Statement-level triggers with transition tables: a bulk insert of 10,000 jobs refreshes once, not 10,000 times.
create function job_search_jobs_changed() returns trigger language plpgsql as $$
begin
  perform job_search_refresh(array(select id from changed));
  return null;
end $$;

create function job_search_links_changed() returns trigger language plpgsql as $$
begin
  perform job_search_refresh(array(select distinct job_id from changed));
  return null;
end $$;

create function job_search_links_updated() returns trigger language plpgsql as $$
begin
  perform job_search_refresh(array(select job_id from changed union select job_id from previous));
  return null;
end $$;

create function job_search_organizations_renamed() returns trigger language plpgsql as $$
begin
  perform job_search_refresh(array(
    select j.id from changed c join previous p on p.id = c.id join jobs j on j.organization_id = c.id
    where c.name is distinct from p.name));
  return null;
end $$;

create function job_search_terms_relabelled() returns trigger language plpgsql as $$
begin
  perform job_search_refresh(array(
    select distinct jt.job_id from changed c join previous p on p.id = c.id join job_terms jt on jt.term_id = c.id
    where c.labels is distinct from p.labels));
  return null;
end $$;

create trigger job_search_jobs_inserted after insert on jobs referencing new table as changed
  for each statement execute function job_search_jobs_changed();
create trigger job_search_jobs_updated after update on jobs referencing new table as changed
  for each statement execute function job_search_jobs_changed();
-- Deleted jobs lose their rows through the foreign key's cascade.

create trigger job_search_sites_inserted after insert on job_sites referencing new table as changed
  for each statement execute function job_search_links_changed();
create trigger job_search_sites_deleted after delete on job_sites referencing old table as changed
  for each statement execute function job_search_links_changed();
create trigger job_search_sites_updated after update on job_sites referencing old table as previous new table as changed
  for each statement execute function job_search_links_updated();

create trigger job_search_terms_inserted after insert on job_terms referencing new table as changed
  for each statement execute function job_search_links_changed();
create trigger job_search_terms_deleted after delete on job_terms referencing old table as changed
  for each statement execute function job_search_links_changed();
create trigger job_search_terms_updated after update on job_terms referencing old table as previous new table as changed
  for each statement execute function job_search_links_updated();

create trigger job_search_organizations_updated after update on organizations referencing old table as previous new table as changed
  for each statement execute function job_search_organizations_renamed();
create trigger job_search_terms_updated_labels after update on terms referencing old table as previous new table as changed
  for each statement execute function job_search_terms_relabelled();

-- Jobs that exist already (a database migrated from 0001) are searchable at once.
select job_search_rebuild();
