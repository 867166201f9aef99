-- PDF brochures of an organization profile, in their own order; the files live in the file store
-- under keys the platform chose itself. Additive only.

create table organization_brochures (
  id              bigint generated always as identity primary key,
  organization_id bigint not null references organizations (id) on delete cascade,
  position        integer not null,
  title           text not null check (length(title) between 1 and 120),
  file_name       text not null check (file_name ~ '^[a-z0-9-]{1,80}\.pdf$'),
  size_bytes      bigint not null check (size_bytes between 1 and 10485760),
  file_key        text not null unique
                  check (file_key ~ '^organizations/[1-9][0-9]*/brochure-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$')
);
create index organization_brochures_org_idx on organization_brochures (organization_id, position);
