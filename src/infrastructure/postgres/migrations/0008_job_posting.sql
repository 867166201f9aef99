-- Job posting (issue 6: wizard, workflow, job manager). Additive: every new column is nullable or has a
-- default, so readers of `jobs` that do not know them keep working, and the search projection's
-- triggers (0002) see every insert and update of jobs, job_sites and job_terms as before.
alter table jobs
  -- A scheduled job's publication time; the scheduler publishes it when the time has come (it is also
  -- kept while a scheduled submission waits for review).
  add column publish_at             timestamptz,
  -- Why staff sent the job back to its organization.
  add column rejection_reason       text check (rejection_reason is null or length(rejection_reason) <= 1000),
  -- How long the job stays online when no expiration date is set.
  add column duration_days          smallint not null default 30 check (duration_days in (30, 60, 90)),
  -- applicationWorkflow: e-mail, the organization's own link, or the on-site application form; null = as
  -- before (the application link when there is one, else the e-mail). The same shape as 0009_applications,
  -- which adds these application columns with `if not exists` too.
  add column if not exists application_workflow text check (application_workflow in ('email', 'link', 'form')),
  -- applicationEmails (application_email of 0005 keeps the first, which the job page shows).
  add column application_emails     text[] not null default '{}' check (cardinality(application_emails) <= 5),
  add column if not exists application_require_cv boolean not null default false,
  add column if not exists application_require_cover_letter boolean not null default false,
  add column if not exists application_require_questions boolean not null default false,
  -- applicationQualifyingQuestions: [{ "id": "q1", "label": "Haben Sie einen Führerschein Klasse B?", "kind": "yes_no" | "text" }, …]
  add column if not exists application_questions jsonb not null default '[]' check (jsonb_typeof(application_questions) = 'array'),
  -- The job's own logo (re-encoded server side), a key in the file store.
  add column logo_key               text check (logo_key is null or (logo_key ~ '^[a-z0-9][a-z0-9/_.-]{0,199}$' and logo_key !~ '\.\.')),
  add column created_by             bigint references users (id) on delete set null;

-- Jobs from before this migration keep their one application address.
update jobs set application_emails = array[application_email] where application_email is not null;

-- The scheduler reads due scheduled jobs; staff read the review queue; the job manager lists an organization's jobs.
create index jobs_scheduled_idx on jobs (publish_at) where state = 'scheduled';
create index jobs_needs_review_idx on jobs (updated_at) where state = 'needs_review';
create index jobs_organization_updated_idx on jobs (organization_id, updated_at desc, id desc);

-- Job page views (the job manager's "views"): one counter per job, bumped by the job page's loader for
-- visitors that are not bots. A counter, not a log: nothing about the visitor is stored.
create table job_views (
  job_id bigint primary key references jobs (id) on delete cascade,
  views  bigint not null default 0 check (views >= 0)
);
