-- Social sign-in and privacy (issue 5, items 4 and 8).

-- What a linked provider account said when it was linked, and when it was last used: shown in the
-- personal data export ("which providers can sign me in, with which address").
alter table oauth_accounts
  add column email           text check (email is null or email like '%@%'),
  add column last_sign_in_at timestamptz;

-- Account deletion removes an owner's organization only when nobody else works in it and none of its jobs
-- is published; these look-ups run inside the deletion's transaction.
create index if not exists jobs_organization_state_idx on jobs (organization_id, state);
