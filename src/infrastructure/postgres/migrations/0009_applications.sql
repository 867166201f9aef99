-- Applications (issue 6): the job's application settings (spec §3 job form: applicationWorkflow,
-- applicationRequireCv, applicationRequireCoverLetter, applicationRequireQualifyingQuestions,
-- applicationQualifyingQuestions), applications with their files and the privacy consent given.
-- The job columns use `add column if not exists`: the job wizard's migration (0008) may carry them too.

alter table jobs
  -- 'email' | 'link' | 'form' (on-site form and quick apply); null: as before 0009 — the application link
  -- when there is one, else the application e-mail.
  add column if not exists application_workflow text check (application_workflow in ('email', 'link', 'form')),
  add column if not exists application_require_cv boolean not null default false,
  add column if not exists application_require_cover_letter boolean not null default false,
  add column if not exists application_require_questions boolean not null default false,
  -- [{ "id": "q1", "label": "Haben Sie einen Führerschein Klasse B?", "kind": "yes_no" | "text" }, …]
  add column if not exists application_questions jsonb not null default '[]' check (jsonb_typeof(application_questions) = 'array');

-- One application to one job. Anonymous applicants have no user; their mail is where the confirmation goes.
-- The idempotency key is the form's: a retried submit finds the first application instead of a second one.
create table applications (
  id                bigint generated always as identity primary key,
  job_id            bigint not null references jobs (id) on delete cascade,
  -- Fixed at submit: recruiters of this organization see the application even if the job moves.
  organization_id   bigint not null references organizations (id) on delete cascade,
  site              text not null,
  locale            text not null check (locale in ('de', 'en-GB', 'fr')),
  applicant_user_id bigint references users (id) on delete set null,
  first_name        text not null check (char_length(first_name) between 1 and 100),
  last_name         text not null check (char_length(last_name) between 1 and 100),
  email             text not null check (email like '%@%' and char_length(email) <= 254),
  phone             text check (char_length(phone) <= 40),
  cover_letter      text check (char_length(cover_letter) <= 10000),
  -- { "q1": "yes", "q2": "Seit 2019" }
  answers           jsonb not null default '{}' check (jsonb_typeof(answers) = 'object'),
  status            text not null default 'new' check (status in ('new', 'in_review', 'shortlisted', 'rejected', 'hired')),
  idempotency_key   text not null check (idempotency_key ~ '^[A-Za-z0-9_-]{16,64}$'),
  -- The privacy consent the applicant gave with this application (the wording in force then).
  consent_id        bigint references user_consents (id) on delete set null,
  created_at        timestamptz not null default now(),
  status_changed_at timestamptz not null default now(),
  unique (job_id, idempotency_key)
);
create index applications_job_idx on applications (job_id, created_at desc);
create index applications_organization_idx on applications (organization_id, created_at desc);
create index applications_applicant_idx on applications (applicant_user_id, created_at desc) where applicant_user_id is not null;

-- The uploaded files: a key in the file store, the type detected from the content (never the name).
create table application_files (
  id             bigint generated always as identity primary key,
  application_id bigint not null references applications (id) on delete cascade,
  file_key       text not null unique check (file_key ~ '^[a-z0-9][a-z0-9/_.-]{0,199}$' and file_key !~ '\.\.'),
  file_name      text not null check (char_length(file_name) between 1 and 200),
  content_type   text not null check (content_type in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  size_bytes     bigint not null check (size_bytes between 1 and 52428800),
  position       smallint not null default 0
);
create index application_files_application_idx on application_files (application_id, position);
