-- The staff action log: every change staff make in the console, and every masquerade, written in the
-- transaction of the change itself. Kept when the acting account goes (the id stays, the name is gone):
-- the log must still say that something was done, and when.
create table staff_actions (
  id             bigint generated always as identity primary key,
  at             timestamptz not null default now(),
  actor_id       bigint,
  masqueraded_by bigint,
  site           text,
  action         text not null check (action ~ '^[a-z][a-z_]*(\.[a-z][a-z_]*)+$'),
  target_type    text not null check (length(target_type) between 1 and 60),
  target_id      text not null check (length(target_id) between 1 and 200),
  before         jsonb,
  after          jsonb
);

create index staff_actions_at_idx on staff_actions (at desc, id desc);
create index staff_actions_actor_idx on staff_actions (actor_id, at desc);
create index staff_actions_target_idx on staff_actions (target_type, target_id, at desc);
create index staff_actions_site_idx on staff_actions (site, at desc);
