-- What visitors did with a job, per site and day: counts only. No cookie, no visitor, no address and no
-- account is stored, so nothing here is personal data and nothing needs consent. One row per (site, job,
-- day, kind), raised by an upsert; a job's rows go with the job.
create table job_statistics (
  site text not null,
  job_id bigint not null references jobs (id) on delete cascade,
  day date not null,
  kind text not null check (kind in ('view', 'apply_start', 'application', 'bookmark', 'share')),
  count integer not null check (count > 0),
  primary key (site, job_id, day, kind)
);

-- The organization and site pages read a range of days across many jobs.
create index job_statistics_site_day on job_statistics (site, day);
