-- Further locations of an organization besides its main address (branches, plants), in their own
-- order, each placed on the map by its town when the place data knows it. Additive only.

create table organization_locations (
  id              bigint generated always as identity primary key,
  organization_id bigint not null references organizations (id) on delete cascade,
  position        integer not null,
  name            text not null check (length(name) between 1 and 120),
  country_code    char(2) not null check (country_code ~ '^[A-Z]{2}$'),
  address_line1   text,
  zip             text,
  locality        text not null check (length(locality) between 1 and 80),
  -- Both or neither: a town the place data does not know has no point.
  lat             double precision check (lat between -90 and 90),
  lon             double precision check (lon between -180 and 180),
  check ((lat is null) = (lon is null))
);
create index organization_locations_org_idx on organization_locations (organization_id, position);
