-- Bookmarks and job alerts (issue 4, items 6 and 7).

-- A signed-in user's bookmarked jobs. A job that is deleted takes its bookmarks along; expired or
-- unpublished jobs keep them (the dashboard shows them as no longer available).
create table bookmarks (
  user_id    bigint not null references users (id) on delete cascade,
  job_id     bigint not null references jobs (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, job_id)
);
create index bookmarks_user_newest_idx on bookmarks (user_id, created_at desc, job_id desc);

-- A saved job search that mails a digest of new matching jobs. Either a user's (sent to the account's
-- address) or a guest's e-mail address, which must be confirmed first (double opt-in): unconfirmed
-- alerts never send and are deleted after a few days.
--
-- `search_query` is the normalized search (src/domain/alerts/alert-search.ts): the request builder's
-- canonical query string with every facet as a parameter, no page, no sort — the same text for the same
-- search, in any language. `origin` is the public origin the alert was made on (links in its mails).
--
-- The digest scheduler (every worker of every site) claims due rows with FOR UPDATE SKIP LOCKED;
-- `next_due_at` is computed from stored times, so a restart loses nothing. `covered_until` is the
-- publication time up to which jobs have been looked at (the next digest lists jobs published after
-- it); `last_sent_at` is the last digest actually mailed.
create table job_alerts (
  id            bigint generated always as identity primary key,
  site          text not null,
  locale        text not null check (locale in ('de', 'en-GB', 'fr')),
  user_id       bigint references users (id) on delete cascade,
  email         text check (email like '%@%' and char_length(email) <= 254),
  search_query  text not null check (char_length(search_query) <= 4000),
  frequency     text not null check (frequency in ('daily', 'weekly')),
  origin        text not null,
  confirmed_at  timestamptz,
  next_due_at   timestamptz,
  covered_until timestamptz,
  last_sent_at  timestamptz,
  created_at    timestamptz not null default now(),
  check ((user_id is null) <> (email is null)),
  check (confirmed_at is not null or user_id is null),
  check ((confirmed_at is null) = (next_due_at is null))
);
-- One alert per owner and search on a site: saving the same search again changes its frequency.
create unique index job_alerts_user_search_key on job_alerts (user_id, site, search_query) where user_id is not null;
create unique index job_alerts_email_search_key on job_alerts (lower(email), site, search_query) where email is not null;
create index job_alerts_due_idx on job_alerts (site, next_due_at) where confirmed_at is not null;
create index job_alerts_unconfirmed_idx on job_alerts (created_at) where confirmed_at is null;

-- Extra mail headers (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058 for digests).
alter table mail_outbox add column headers jsonb not null default '{}'::jsonb;
