-- Resumes, the applicant's side: one resume per user, its visibility, and the organizations its owner
-- blocked. The sections (personal info, job preferences, education, work experience, languages,
-- skills) are one JSON document checked by the domain's rules (src/domain/resume) on every write:
-- they are always read and written together, and the recruiter side's search will project them.
-- Everything goes with the account (on delete cascade from users).

create table resumes (
  user_id      bigint primary key references users (id) on delete cascade,
  visibility   text not null default 'hidden' check (visibility in ('hidden', 'anonymous', 'full')),
  content      jsonb not null check (jsonb_typeof(content) = 'object'),
  completed_at timestamptz,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
-- Resume search (the recruiter side) lists only resumes recruiters may find.
create index resumes_visible_idx on resumes (updated_at desc) where visibility <> 'hidden';

-- Organizations that must never see the resume, not even anonymously.
create table resume_blocked_organizations (
  user_id         bigint not null references resumes (user_id) on delete cascade,
  organization_id bigint not null references organizations (id) on delete cascade,
  primary key (user_id, organization_id)
);
create index resume_blocked_organizations_org_idx on resume_blocked_organizations (organization_id);
