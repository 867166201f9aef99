-- Job search that understands German job titles: a word finds the compounds it is part of
-- ("Ingenieur" → Projektingenieur), umlauts and their spellings find each other (ä/ae, ß/ss), and the
-- German stemmer no longer joins agent and activity nouns in the long description text
-- ("Entwickler" found Erzieher jobs through "Entwicklung": both stem to "entwickl").
--
-- Decompounding happens when a job is indexed (here, in the projection's refresh), so a search asks the
-- GIN index for plain lexemes as before and needs no infix scan. The parts of a title's words go into
-- both text vectors; in `title_document` they weigh less than the title's own words and more than the
-- organization and place (ranking: exact title word, then compound part, then heading, then the text).

-- Folded spelling: lower case, accents off, and the umlaut's two-letter spelling folded like the umlaut
-- ("Aerztin", "Ärztin" and "Arztin" all read "arztin"; "ß" reads "ss"). Applied to documents and
-- queries alike, so the few words that merely contain "ae", "oe" or "ue" ("Michael", "aktuell") still
-- find themselves. "qu" keeps its "ue" (queue, question).
create function job_search_fold(t text) returns text
language sql immutable parallel safe as $$
  select regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, coalesce(t, ''))), '([^q]|^)(a|o|u)e', '\1\2', 'g')
$$;

-- Words as written (folded), without stemming, German stop words left out: the description text and
-- compound parts are read this way, besides the English and French stemmers.
create text search dictionary jobsearch_plain_dict (template = simple, stopwords = german);
create text search configuration jobsearch_plain (copy = simple);
alter text search configuration jobsearch_plain alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part
  with jobsearch_plain_dict;

-- Known parts of German compounds (folded). A part is split off a word only where the rest is itself
-- known, or long enough to be a word of its own (`job_search_word_split` below). Extend it
-- with `insert into job_search_word_parts values (job_search_fold('…')) on conflict do nothing`, then
-- `select job_search_rebuild()`.
create table job_search_word_parts (part text primary key);
insert into job_search_word_parts
select distinct job_search_fold(w) from unnest(array[
  -- heads: who does the work
  'Ingenieur', 'Entwickler', 'Architekt', 'Administrator', 'Informatiker', 'Analyst', 'Berater', 'Betreuer', 'Helfer',
  'Pfleger', 'Erzieher', 'Pädagoge', 'Therapeut', 'Arzt', 'Assistent', 'Referent', 'Manager', 'Leiter', 'Meister',
  'Techniker', 'Mechaniker', 'Mechatroniker', 'Elektroniker', 'Elektriker', 'Monteur', 'Installateur', 'Konstrukteur',
  'Planer', 'Disponent', 'Koordinator', 'Fahrer', 'Kraftfahrer', 'Führer', 'Verkäufer', 'Kaufmann', 'Mann', 'Frau',
  'Kassierer', 'Buchhalter', 'Bearbeiter', 'Sachbearbeiter', 'Mitarbeiter', 'Arbeiter', 'Angestellter', 'Angestellte',
  'Fachangestellter', 'Fachangestellte', 'Laborant', 'Chemiker', 'Physiker', 'Biologe', 'Lehrer', 'Ausbilder', 'Trainer',
  'Prüfer', 'Handwerker', 'Schreiner', 'Tischler', 'Maler', 'Lackierer', 'Maurer', 'Zimmerer', 'Gärtner', 'Wirt',
  'Koch', 'Kellner', 'Verwalter', 'Redakteur', 'Controller', 'Recruiter', 'Spezialist', 'Experte', 'Kraft', 'Fachkraft',
  'Hilfe', 'Aushilfe', 'Designer', 'Developer', 'Engineer', 'Consultant', 'Sekretär', 'Direktor', 'Vorarbeiter',
  -- words ending in another part without being one: known themselves, they are the longest ending and
  -- their own split leaves too short a rest ("Reisebegleiter" → "begleiter", not "leiter": "beg")
  'Begleiter', 'Begleitung',
  -- what the work is about
  'Pflege', 'Altenpflege', 'Krankenpflege', 'Entwicklung', 'Erziehung', 'Leitung', 'Beratung', 'Betreuung', 'Planung',
  'Buchhaltung', 'Verwaltung', 'Produktion', 'Logistik', 'Lager', 'Vertrieb', 'Einkauf', 'Verkauf', 'Marketing',
  'Service', 'Kunden', 'Dienst', 'Innendienst', 'Außendienst', 'Assistenz', 'Software', 'Hardware', 'System',
  'Netzwerk', 'Daten', 'Frontend', 'Backend', 'Projekt', 'Prozess', 'Produkt', 'Qualität', 'Sicherheit', 'Technik',
  'Elektro', 'Elektrotechnik', 'Maschinen', 'Maschine', 'Anlagen', 'Anlage', 'Fahrzeug', 'Kranken', 'Alten', 'Kinder',
  'Heil', 'Gesundheit', 'Sozial', 'Personal', 'Lohn', 'Gehalt', 'Finanz', 'Bilanz', 'Steuer', 'Labor', 'Chemie',
  'Biologie', 'Physio', 'Medizin', 'Station', 'Schicht', 'Team', 'Büro', 'Filiale', 'Filial', 'Restaurant', 'Hotel',
  'Küche', 'Bau', 'Hochbau', 'Tiefbau', 'Straßen', 'Garten', 'Landschaft', 'Stapler', 'Beruf', 'Fach', 'Kauf',
  'Versicherung', 'Bank', 'Immobilien', 'Energie', 'Umwelt', 'Wasser', 'Holz', 'Metall', 'Kunststoff', 'Lebensmittel',
  'Wein', 'Mast', 'Schwein', 'Sport', 'Halle', 'Reinigung', 'Gebäude', 'Haus', 'Objekt', 'Zentrale', 'Notfall',
  'Intensiv', 'Operation', 'Praxis', 'Klinik', 'Apotheke', 'Zahn', 'Tier', 'Forst', 'Bürger', 'Recht', 'Steuerung',
  'Automatisierung', 'Instandhaltung', 'Wartung', 'Montage', 'Fertigung', 'Kommunikation', 'Vertriebs', 'Call', 'Center',
  'Debitoren', 'Kreditoren', 'Key', 'Account', 'Online', 'Content', 'Social', 'Media', 'Digital', 'Cloud', 'Test'
]) w;

-- A word's known parts, longest first from its end (German compounds put their head last): the longest
-- known ending of ≥ 4 letters whose rest is known or ≥ 4 letters long; the ending and the rest are split
-- again. A rest is read without a linking element (-s, -e, -n, -es, -en, -er) where that makes it known.
-- Feminine forms are split as their masculine one ("Bauingenieurin" as "Bauingenieur"). A word that only
-- contains a part somewhere inside ("Schweinemast" and "Wein") gives nothing: the rest would be "sch".
create function job_search_word_split(word text, depth int default 0) returns text[]
language plpgsql stable parallel safe as $$
declare
  w text := word;
  part text;
  rest text;
  known text;
  found text[] := '{}';
begin
  if depth > 4 or length(w) < 7 then return found; end if;
  for attempt in 1..2 loop
    select p.part into part from job_search_word_parts p
     where p.part = any(array(select right(w, n) from generate_series(4, length(w) - 3) n))
       and (length(w) - length(p.part) >= 4
            or exists (select 1 from job_search_word_parts k where k.part = left(w, length(w) - length(p.part))))
     order by length(p.part) desc limit 1;
    exit when part is not null or attempt = 2;
    -- Not split as written: the masculine form of a feminine one ("-in", "-innen").
    if w ~ '(er|eur|or|ent|ant|ist|arzt|at|oge|wirt|koch)innen$' then w := left(w, length(w) - 5);
    elsif w ~ '(er|eur|or|ent|ant|ist|arzt|at|oge|wirt|koch)in$' then w := left(w, length(w) - 2);
    else return found;
    end if;
  end loop;
  if part is null then return found; end if;
  found := array[part] || job_search_word_split(part, depth + 1);
  rest := left(w, length(w) - length(part));
  -- The rest as a known part, with or without a linking element ("Schweine|mast", "Kranken|pfleger").
  select k.part into known from job_search_word_parts k
   where k.part in (rest, left(rest, -1), left(rest, -2)) and length(k.part) >= length(rest) - 2
     and (k.part = rest or substr(rest, length(k.part) + 1) in ('s', 'e', 'n', 'es', 'en', 'er'))
   order by length(k.part) desc limit 1;
  if known is not null then return found || known || job_search_word_split(known, depth + 1); end if;
  -- An unknown rest has its own parts (the linking "s" after -ung, -heit, -keit, -ion, -tät, -schaft off).
  rest := case when rest ~ '(ung|heit|keit|ion|tat|schaft)s$' then left(rest, length(rest) - 1) else rest end;
  return found || job_search_word_split(rest, depth + 1);
end $$;

-- The parts of a title's words, space-separated, each word's parts once.
create function job_search_title_parts(title text) returns text
language sql stable parallel safe as $$
  select coalesce(string_agg(distinct p, ' '), '')
  from regexp_split_to_table(job_search_fold(title), '[^[:alpha:]]+') w, unnest(job_search_word_split(w)) p
  where length(w) >= 7
$$;

-- The title read by the three stemmers, the compound parts as written and stemmed (German), the heading.
create or replace function job_search_title_document(title text, heading text) returns tsvector
language sql stable parallel safe as $$
  select setweight(to_tsvector('jobsearch_de', t) || to_tsvector('jobsearch_en', t) || to_tsvector('jobsearch_fr', t), 'A')
      || setweight(to_tsvector('jobsearch_plain', p) || to_tsvector('jobsearch_de', p), 'B')
      || setweight(to_tsvector('jobsearch_de', h) || to_tsvector('jobsearch_en', h) || to_tsvector('jobsearch_fr', h), 'C')
  from (select job_search_fold(title) as t, job_search_title_parts(title) as p, job_search_fold(heading) as h) x
$$;

-- The rest of the whole text (`document` = title document || this): the description and term labels as
-- written and by the English and French stemmers. Not the German one: in long text it joins words that
-- only share a stem — Entwickler/Entwicklung, Erzieher/Erziehung.
create function job_search_body_document(body text) returns tsvector
language sql immutable parallel safe as $$
  select to_tsvector('jobsearch_plain', b) || to_tsvector('jobsearch_en', b) || to_tsvector('jobsearch_fr', b)
  from (select job_search_fold(body) as b) x
$$;

-- One reading of a piece of search text (websearch syntax: words, "phrases"), folded like the documents:
-- each stemmer's and the words as written; a document matching any of them matches. `german`: only the
-- words as written and the German stemmer's, which relevance counts twice (`rankOf` in
-- job-search-filters.ts): the titles are mostly German, and the English and French stemmers cut German
-- words short ("Laborant" → "labor", the first part of every "Laborleiter").
create function job_search_reading(keys text, german boolean default false) returns tsquery
language sql immutable parallel safe as $$
  select case when german then g else g || websearch_to_tsquery('jobsearch_en', x.k) || websearch_to_tsquery('jobsearch_fr', x.k) end
  from (select job_search_fold(keys) as k) x,
       lateral (select websearch_to_tsquery('jobsearch_de', x.k) || websearch_to_tsquery('jobsearch_plain', x.k) as g) y
$$;

create aggregate job_search_all(tsquery) (sfunc = tsquery_and, stype = tsquery);
create aggregate job_search_any(tsquery) (sfunc = tsquery_or, stype = tsquery);

-- A search's words as the application prepared them (search-text.ts): a JSON array of clauses
-- {"any": [forms…], "not": bool}; every clause must hold, a clause holds when any of its forms matches
-- (a word, its other gender's form, a corrected typo; a phrase is one form), a "not" clause when none does.
-- Null when no clause has a word the readings keep (stop words only): it matches nothing.
create function job_search_query(clauses jsonb, german boolean default false) returns tsquery
language sql immutable parallel safe as $$
  select job_search_all(case when c.negated then !! c.q else c.q end)
  from (select coalesce((cl.clause ->> 'not')::boolean, false) as negated,
               (select job_search_any(job_search_reading(f, german)) from jsonb_array_elements_text(cl.clause -> 'any') f) as q
          from jsonb_array_elements(clauses) cl(clause)) c
  where numnode(c.q) > 0
$$;

-- The plain text form (tests and ad-hoc SQL): the same readings of the whole text.
create or replace function job_search_query(keys text) returns tsquery
language sql immutable parallel safe as $$
  select job_search_reading(keys)
$$;

-- The words of titles, their parts and headings (folded, ≥ 5 letters): what a word with one typo is
-- compared with. Grows with the titles; a word whose jobs are gone only costs a lookup.
create table job_search_vocabulary (word text primary key);
create index job_search_vocabulary_trgm_idx on job_search_vocabulary using gin (word gin_trgm_ops);

create function job_search_vocabulary_of(title text, heading text) returns setof text
language sql stable parallel safe as $$
  select w from regexp_split_to_table(job_search_fold(title || ' ' || heading || ' ' || job_search_title_parts(title)), '[^[:alpha:]]+') w
  where length(w) >= 5
$$;

-- Words of the known vocabulary within reach of a typed one (trigram candidates; the application keeps
-- those one edit away). The looser threshold than pg_trgm's 0.3 lets a 5-letter word with one typo in.
create function job_search_similar_words(word text) returns setof text
language sql stable parallel safe set pg_trgm.similarity_threshold = 0.25 as $$
  select v.word from job_search_vocabulary v where v.word % job_search_fold(word) and abs(length(v.word) - length(job_search_fold(word))) <= 1
$$;

create or replace function job_search_refresh(ids bigint[]) returns void
language plpgsql as $$
begin
  delete from job_search where job_id = any(ids);
  insert into job_search (job_id, sites, published_at, expires_at, organization_id, organization_name, country_code,
                          administrative_area, pt, term_ids, title_document, document)
  select j.id, s.sites, coalesce(j.published_at, j.created_at), j.expires_at, o.id, o.name, j.country_code,
         j.administrative_area, case when j.lat is not null and j.lon is not null then point(j.lon, j.lat) end,
         array(select jt.term_id from job_terms jt where jt.job_id = j.id order by jt.term_id),
         td.title_document,
         td.title_document || job_search_body_document(
           coalesce((select string_agg(l.value, ' ')
                     from job_terms jt join terms t on t.id = jt.term_id, jsonb_each_text(t.labels) l
                     where jt.job_id = j.id), '')
             || ' ' || left(regexp_replace(j.description_html, '<[^>]*>|&[a-z]+;', ' ', 'gi'), 20000))
  from jobs j
  join organizations o on o.id = j.organization_id
  cross join lateral (select job_search_title_document(j.title, o.name || ' ' || j.locality || ' ' || coalesce(j.administrative_area, ''))
                        as title_document) td
  cross join lateral (select array_agg(js.site order by js.position, js.site) as sites from job_sites js where js.job_id = j.id) s
  where j.id = any(ids) and j.state = 'published' and s.sites is not null;
  -- In one order: two refreshes adding the same new words wait for each other instead of deadlocking.
  insert into job_search_vocabulary
  select distinct v from jobs j join organizations o on o.id = j.organization_id,
         job_search_vocabulary_of(j.title, o.name || ' ' || j.locality) v
   where j.id = any(ids) and j.state = 'published'
   order by v
  on conflict do nothing;
end $$;

-- Existing rows: both vectors computed anew in one pass with the text indexes dropped (rebuilt after it,
-- not updated row by row). A large board pays minutes here, once: no statement timeout for it.
set local statement_timeout = 0;
drop index job_search_words_idx, job_search_words_s3_idx, job_search_words_s6_idx, job_search_words_s9_idx;
update job_search s
   set title_document = td.title_document,
       document = td.title_document || job_search_body_document(
         coalesce((select string_agg(l.value, ' ')
                   from job_terms jt join terms t on t.id = jt.term_id, jsonb_each_text(t.labels) l
                   where jt.job_id = j.id), '')
           || ' ' || left(regexp_replace(j.description_html, '<[^>]*>|&[a-z]+;', ' ', 'gi'), 20000))
  from jobs j
  join organizations o on o.id = j.organization_id
  cross join lateral (select job_search_title_document(j.title, o.name || ' ' || j.locality || ' ' || coalesce(j.administrative_area, ''))
                        as title_document) td
 where j.id = s.job_id;
-- Its three-language successor is the title document and the body document together.
drop function job_search_document(text, text, text);
insert into job_search_vocabulary
select distinct v from (select distinct j.title, o.name || ' ' || j.locality as heading
                          from job_search s join jobs j on j.id = s.job_id join organizations o on o.id = j.organization_id) t,
       job_search_vocabulary_of(t.title, t.heading) v
on conflict do nothing;

set local maintenance_work_mem = '512MB';
create index job_search_words_idx on job_search using gin (document, title_document, cells, term_ids, term_cells) with (fastupdate = off);
create index job_search_words_s3_idx on job_search using gin (document, cells, term_ids, term_cells) with (fastupdate = off)
  where (hashint8extended(job_id, 1) & 7) = 0;
create index job_search_words_s6_idx on job_search using gin (document, cells, term_ids, term_cells) with (fastupdate = off)
  where (hashint8extended(job_id, 1) & 63) = 0;
create index job_search_words_s9_idx on job_search using gin (document, cells, term_ids, term_cells) with (fastupdate = off)
  where (hashint8extended(job_id, 1) & 511) = 0;
