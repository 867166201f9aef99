-- The organizations directory (/organizations): which profiles it lists, what they are filtered by and
-- which come first. Additive only: the organizations table is shared with other features.

-- Profiles public so far stay listed; an owner or staff may take one out of the directory.
alter table organizations add column published boolean not null default true;

-- Occupational fields and fields of study an organization recruits for (terms of the vocabularies
-- `occupations` and `fieldsOfStudy`); the industry stays the single organizations.industry_term_id.
create table organization_terms (
  organization_id bigint not null references organizations (id) on delete cascade,
  term_id         bigint not null references terms (id) on delete cascade,
  primary key (organization_id, term_id)
);
create index organization_terms_term_idx on organization_terms (term_id, organization_id);

-- Staff's featured organizations per site: listed first in the directory and on the home page, at most
-- four per site (the range a site may show).
create table featured_organizations (
  site            text not null,
  organization_id bigint not null references organizations (id) on delete cascade,
  position        smallint not null check (position between 1 and 4),
  primary key (site, organization_id),
  unique (site, position)
);

