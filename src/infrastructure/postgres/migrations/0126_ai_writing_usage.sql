-- Requests of the job wizard's writing helper per organization and UTC day. The daily limit is counted
-- here, not in a worker's memory, so it holds across every worker and host. Counts only: no prompt, no
-- text and no user is stored. Old days are kept small by the primary key and may be pruned at will.
create table ai_writing_usage (
  organization_id bigint not null references organizations (id) on delete cascade,
  day date not null,
  requests integer not null check (requests > 0),
  primary key (organization_id, day)
);
