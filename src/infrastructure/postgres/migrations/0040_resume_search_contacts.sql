-- Resumes, the recruiter's side: a search projection of every resume, contact requests paid from the
-- credit ledger or a subscription's resume-contact slots, and recruiters' saved resume searches (alerts).

-- Arrays of a JSON document that may be missing or of another shape in documents written before a
-- section existed: read as empty rather than failing the resume's own write.
create function resume_json_array(value jsonb) returns jsonb
language sql immutable parallel safe as $$
  select case when jsonb_typeof(value) = 'array' then value else '[]'::jsonb end
$$;

create function resume_strip_html(value text) returns text
language sql immutable parallel safe as $$
  select regexp_replace(coalesce(value, ''), '<[^>]*>', ' ', 'g')
$$;

-- What recruiters may search and filter by, read from the resume's document. Only what the anonymous
-- view shows goes in (no names, phone, birthday, home location): a word search must not find a person
-- by what the card hides. The text is read with the job search's German handling (migration 0015): the
-- desired job and the jobs held as titles (compound parts, umlaut spellings), the rest as body text.
create table resume_search_index (
  user_id          bigint primary key references resumes (user_id) on delete cascade,
  -- What links and pages name the resume by: the account's id stays inside the platform.
  public_id        uuid not null unique default gen_random_uuid(),
  visibility       text not null,
  headline         text not null default '',
  desired_location text not null default '',
  career_status    text,
  languages        text[] not null default '{}',
  skills           text[] not null default '{}',
  occupations      bigint[] not null default '{}',
  document         tsvector not null,
  -- When the resume last became findable: alerts mail resumes listed since their last digest.
  listed_at        timestamptz,
  updated_at       timestamptz not null
);
create index resume_search_index_document_idx on resume_search_index using gin (document) where visibility <> 'hidden';
create index resume_search_index_languages_idx on resume_search_index using gin (languages) where visibility <> 'hidden';
create index resume_search_index_skills_idx on resume_search_index using gin (skills) where visibility <> 'hidden';
create index resume_search_index_occupations_idx on resume_search_index using gin (occupations) where visibility <> 'hidden';
create index resume_search_index_listed_idx on resume_search_index (listed_at desc, user_id) where visibility <> 'hidden';

create function resume_search_row(r resumes) returns resume_search_index
language plpgsql stable parallel safe as $$
declare
  c jsonb := r.content;
  prefs jsonb := coalesce(c -> 'jobPreferences', '{}'::jsonb);
  work jsonb := resume_json_array(c -> 'workExperience');
  edu jsonb := resume_json_array(c -> 'education');
  row resume_search_index;
  titles text;
  body text;
begin
  row.user_id := r.user_id;
  row.visibility := r.visibility;
  row.headline := coalesce(prefs ->> 'title', '');
  row.desired_location := coalesce(prefs ->> 'desiredLocation', '');
  row.career_status := prefs ->> 'careerStatus';
  row.languages := array(select distinct l ->> 'code' from jsonb_array_elements(resume_json_array(c -> 'languages')) l where l ->> 'code' is not null);
  row.skills := array(
    select distinct s from (
      select jsonb_array_elements_text(resume_json_array(c -> 'skills')) s
      union all select jsonb_array_elements_text(resume_json_array(c -> 'skillsFree'))) x
    where s <> '');
  row.occupations := array(
    select distinct o::bigint from (
      select prefs ->> 'desiredOccupationId' o
      union all select w ->> 'occupationId' from jsonb_array_elements(work) w) x
    where o ~ '^\d{1,18}$');
  titles := concat_ws(' ', row.headline, (select string_agg(w ->> 'jobTitle', ' ') from jsonb_array_elements(work) w));
  body := concat_ws(' ',
    row.desired_location,
    array_to_string(row.skills, ' '),
    c ->> 'skillsNotes',
    resume_strip_html(c #>> '{personalInfo,about}'),
    (select string_agg(concat_ws(' ', w ->> 'companyName', w ->> 'location', resume_strip_html(w ->> 'summary')), ' ') from jsonb_array_elements(work) w),
    (select string_agg(concat_ws(' ', e ->> 'institution', e ->> 'studyProgram', resume_strip_html(e ->> 'summary')), ' ') from jsonb_array_elements(edu) e));
  row.document := job_search_title_document(titles, '') || job_search_body_document(body);
  row.updated_at := r.updated_at;
  return row;
end $$;

-- Kept by the resume's own write, in its transaction: the search never shows a visibility the owner
-- has already changed.
create function resume_search_refresh() returns trigger language plpgsql as $$
declare
  next resume_search_index := resume_search_row(new);
begin
  insert into resume_search_index (user_id, visibility, headline, desired_location, career_status, languages, skills, occupations, document, listed_at, updated_at)
  values (next.user_id, next.visibility, next.headline, next.desired_location, next.career_status, next.languages, next.skills, next.occupations,
          next.document, case when next.visibility <> 'hidden' then now() end, next.updated_at)
  on conflict (user_id) do update
    set visibility = excluded.visibility, headline = excluded.headline, desired_location = excluded.desired_location,
        career_status = excluded.career_status, languages = excluded.languages, skills = excluded.skills,
        occupations = excluded.occupations, document = excluded.document, updated_at = excluded.updated_at,
        listed_at = case
          when excluded.visibility = 'hidden' then resume_search_index.listed_at
          when resume_search_index.visibility = 'hidden' or resume_search_index.listed_at is null then now()
          else resume_search_index.listed_at end;
  return null;
end $$;
create trigger resume_search_refresh after insert or update of visibility, content, updated_at on resumes
  for each row execute function resume_search_refresh();

insert into resume_search_index (user_id, visibility, headline, desired_location, career_status, languages, skills, occupations, document, listed_at, updated_at)
select x.user_id, x.visibility, x.headline, x.desired_location, x.career_status, x.languages, x.skills, x.occupations, x.document,
       case when x.visibility <> 'hidden' then x.updated_at end, x.updated_at
from resumes r, lateral resume_search_row(r) x;

-- A recruiter's organization asks a resume's owner for contact. Paid when sent: a subscription's
-- resume-contact slot (subscription_id) or one resume-contact credit (ledger_id, the ledger's spend);
-- a decline or expiry gives it back (refunded_at; a credit as a new grant, refund_ledger_id).
create table resume_contact_requests (
  id               bigint generated by default as identity primary key,
  resume_user_id   bigint not null references resumes (user_id) on delete cascade,
  organization_id  bigint not null references organizations (id) on delete cascade,
  site             text not null,
  sent_by          bigint references users (id) on delete set null,
  message          text not null check (length(message) between 1 and 1000),
  state            text not null default 'pending' check (state in ('pending', 'approved', 'declined', 'expired', 'revoked')),
  subscription_id  bigint references commerce_subscriptions (id) on delete set null,
  ledger_id        bigint references commerce_credit_ledger (id) on delete set null,
  refund_ledger_id bigint references commerce_credit_ledger (id) on delete set null,
  created_at       timestamptz not null default now(),
  expires_at       timestamptz not null,
  decided_at       timestamptz,
  refunded_at      timestamptz
);
-- One open or approved request per organization and resume: a second send answers the first.
create unique index resume_contact_requests_open_key on resume_contact_requests (resume_user_id, organization_id)
  where state in ('pending', 'approved');
create index resume_contact_requests_organization_idx on resume_contact_requests (organization_id, created_at desc);
create index resume_contact_requests_owner_idx on resume_contact_requests (resume_user_id, created_at desc);
create index resume_contact_requests_due_idx on resume_contact_requests (expires_at) where state = 'pending';
create index resume_contact_requests_subscription_idx on resume_contact_requests (subscription_id) where refunded_at is null;

-- A recruiter's saved resume search; the digest of new matching resumes goes to the recruiter who saved
-- it, the organization's members may see and change it.
create table resume_alerts (
  id               bigint generated by default as identity primary key,
  organization_id  bigint not null references organizations (id) on delete cascade,
  user_id          bigint not null references users (id) on delete cascade,
  site             text not null,
  locale           text not null default 'de',
  query            jsonb not null check (jsonb_typeof(query) = 'object'),
  interval_seconds integer not null check (interval_seconds in (-1, 86400, 604800, 2628000)),
  next_due_at      timestamptz,
  covered_until    timestamptz not null,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  check ((interval_seconds = -1) = (next_due_at is null))
);
create index resume_alerts_organization_idx on resume_alerts (organization_id, site, created_at desc);
create index resume_alerts_due_idx on resume_alerts (next_due_at) where next_due_at is not null;
