-- Files written on behalf of a request whose database rows have not committed yet. A row is recorded
-- (on its own connection) before the bytes are stored and deleted inside the transaction that records
-- the file's owner, so it survives only when that transaction never committed: a worker killed between
-- storing and committing. The sweep removes such files after a grace period.
create table file_writes (
  key text primary key,
  written_at timestamptz not null default now()
);

create index file_writes_written_at on file_writes (written_at);
