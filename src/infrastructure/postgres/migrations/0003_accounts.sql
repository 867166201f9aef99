-- Accounts (issue 5): single-use account tokens, the mail outbox, shared rate-limit counters, linked
-- social accounts (filled by the later social sign-in step), and a few user columns.

-- Where a new account came from (utm_source at sign-up, when the site records it; spec §4).
alter table users add column creation_source text check (char_length(creation_source) <= 100);
-- Spec §3 Session.isNewUserViaSocial: true from a social sign-up until the user completes it.
alter table users add column is_new_via_social boolean not null default false;

-- Verification, password-reset and e-mail-change links. Only the SHA-256 of a token is stored; a token
-- is consumed (deleted) on first use. `email` is the address the link was sent to (the new address for
-- an e-mail change), so a link stops working once the account's address moved on.
create table account_tokens (
  id         text primary key check (id ~ '^[0-9a-f]{64}$'),
  user_id    bigint not null references users (id) on delete cascade,
  purpose    text not null check (purpose in ('verify_email', 'reset_password', 'change_email')),
  email      text not null check (email like '%@%'),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index account_tokens_user_idx on account_tokens (user_id, purpose);
create index account_tokens_expires_idx on account_tokens (expires_at);

-- Mail outbox: written in the same transaction as the change that causes the mail; drained by every
-- worker with FOR UPDATE SKIP LOCKED and a lease (locked_until), so no two workers send the same row.
-- Bodies are blanked once sent (they carry single-use links).
create table mail_outbox (
  id              bigint generated always as identity primary key,
  recipient       text not null check (recipient like '%@%'),
  subject         text not null,
  text_body       text not null,
  html_body       text not null,
  attempts        integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until    timestamptz,
  sent_at         timestamptz,
  failed_at       timestamptz,
  last_error      text,
  created_at      timestamptz not null default now()
);
create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where sent_at is null and failed_at is null;

-- Counters of rate-limiter-flexible (RateLimiterPostgres, its own layout); keys are SHA-256 hashes, so
-- no e-mail address or IP is stored here.
create table rate_limits (
  key    varchar(255) primary key,
  points integer not null default 0,
  expire bigint
);

-- Social sign-in (a later step): one row per provider account linked to a user.
create table oauth_accounts (
  provider            text not null check (provider in ('google', 'linkedin')),
  provider_account_id text not null,
  user_id             bigint not null references users (id) on delete cascade,
  created_at          timestamptz not null default now(),
  primary key (provider, provider_account_id)
);
create index oauth_accounts_user_idx on oauth_accounts (user_id);
