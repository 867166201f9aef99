-- Job page fields of spec §3 "Job form fields" that 0001 did not have. Additive only: every new column
-- is nullable or has a default, so readers of `jobs` that do not know them keep working.
alter table jobs
  -- availabilityPeriod: start and (fixed-term jobs) end of the job.
  add column available_from    date,
  add column available_until   date,
  -- videoUrl: the page embeds allow-listed hosts only; anything else becomes a link.
  add column video_url         text check (video_url is null or video_url ~ '^https://'),
  -- The PDF of a job_per_file job: a key in the file store (no "..", no leading slash) and the name
  -- offered for download.
  add column file_key          text check (file_key is null or (file_key ~ '^[a-z0-9][a-z0-9/_.-]{0,199}$' and file_key !~ '\.\.')),
  add column file_name         text check (file_name is null or file_name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,119}\.pdf$'),
  -- salaryRangeFree: salary in words ("nach TVöD E 9").
  add column salary_text       text,
  -- languages: [{"code": "de", "level": "C1"}, …] (ISO 639-1, CEFR level or "native"); languagesFree.
  add column languages         jsonb not null default '[]' check (jsonb_typeof(languages) = 'array'),
  add column languages_text    text,
  -- skills and skillsFree.
  add column skills            text[] not null default '{}',
  add column skills_text       text,
  -- applicationLink / applicationEmails: where "apply" leads.
  add column application_url   text check (application_url is null or application_url ~ '^https?://'),
  add column application_email text check (application_email is null or application_email like '%@%'),
  add constraint jobs_availability_order check (available_from is null or available_until is null or available_from <= available_until),
  add constraint jobs_file_job_has_file check (type <> 'job_per_file' or (file_key is not null and file_name is not null));
