-- Legal pages' wordings published from the staff console. The sites' files stay the base; a stored
-- wording of a page, language and version date takes the place of the file of that date and language.
-- A new version is a new row; publishing the newest version again (dated today or later) replaces its
-- wording in that language. The staff action log keeps the wording before.
create table legal_document_versions (
  site text not null,
  page text not null check (page in ('privacy', 'terms', 'imprint', 'cookies')),
  locale text not null check (locale in ('de', 'en-GB', 'fr')),
  version date not null,
  html text not null,
  published_by bigint references users (id) on delete set null,
  published_at timestamptz not null default now(),
  primary key (site, page, version, locale)
);
