-- CV imports: the file an applicant uploaded to start their resume from, and what its text proposes
-- (src/domain/resume/cv-import). The proposal waits here while its owner checks and corrects it: a
-- correction that is refused is kept too, so the form comes back as typed. Nothing of it reaches the
-- resume before the owner confirms (confirmed_at). The file stays in the file store under file_key;
-- both are in "download my data" and go with the account (on delete cascade; the files after the commit).

create table resume_imports (
  id           bigint generated always as identity primary key,
  user_id      bigint not null references users (id) on delete cascade,
  file_key     text not null unique,
  file_name    text not null,
  content_type text not null,
  size_bytes   bigint not null check (size_bytes > 0),
  proposal     jsonb not null check (jsonb_typeof(proposal) = 'object'),
  confirmed_at timestamptz,
  created_at   timestamptz not null default now()
);
create index resume_imports_user_idx on resume_imports (user_id, created_at desc);
