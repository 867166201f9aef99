-- The resume's attachments box (src/domain/resume/resume-attachments.ts): CVs and certificates the owner
-- keeps with the resume. Each file lives in the file store under a key made of the random public_id
-- (nothing that leads to the account); name is the owner's label. The rows go with the account by cascade,
-- the files after the deletion's commit (the resume's personal-data source names them).

create table resume_attachments (
  id           bigint generated always as identity primary key,
  public_id    uuid not null unique default gen_random_uuid(),
  user_id      bigint not null references users (id) on delete cascade,
  name         text not null check (length(name) between 1 and 200),
  content_type text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  size_bytes   bigint not null check (size_bytes > 0),
  position     integer not null,
  created_at   timestamptz not null default now()
);
create index resume_attachments_user_idx on resume_attachments (user_id, position);
