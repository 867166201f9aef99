-- The lists of an organization profile beyond its basic fields: gallery, FAQ, videos and contact
-- persons, each in its own order; and a guard that no organization becomes its own ancestor.
-- Additive only: the organizations table is shared with other features.

create table organization_gallery_images (
  id              bigint generated always as identity primary key,
  organization_id bigint not null references organizations (id) on delete cascade,
  position        integer not null,
  -- Re-encoded by the platform and written under a key it chose itself.
  file_key        text not null check (file_key ~ '^organizations/[1-9][0-9]*/gallery-[0-9a-f]{8}-[0-9a-z]{1,12}\.(png|jpg|webp)$'),
  url             text not null,
  alt_text        text not null
);
create index organization_gallery_images_org_idx on organization_gallery_images (organization_id, position);

create table organization_faqs (
  id              bigint generated always as identity primary key,
  organization_id bigint not null references organizations (id) on delete cascade,
  position        integer not null,
  question        text not null,
  answer          text not null
);
create index organization_faqs_org_idx on organization_faqs (organization_id, position);

create table organization_videos (
  id              bigint generated always as identity primary key,
  organization_id bigint not null references organizations (id) on delete cascade,
  position        integer not null,
  source_url      text not null,
  cover_title     text not null
);
create index organization_videos_org_idx on organization_videos (organization_id, position);

create table organization_contact_persons (
  id              bigint generated always as identity primary key,
  organization_id bigint not null references organizations (id) on delete cascade,
  position        integer not null,
  salutation      text check (salutation in ('mr', 'ms', 'diverse')),
  first_name      text not null,
  last_name       text not null,
  email           text,
  job_title       text,
  phone           text,
  linkedin_url    text,
  contact_info    text
);
create index organization_contact_persons_org_idx on organization_contact_persons (organization_id, position);

-- The use case refuses a parent that would make an organization its own ancestor; two editors saving
-- "A under B" and "B under A" at the same moment would each pass that check. This trigger serializes
-- every parent change on one advisory lock and looks again with what is committed by then (a volatile
-- function sees a fresh snapshot per query under read committed), so one of the two is refused.
create function organizations_parent_without_cycle() returns trigger
language plpgsql as $$
begin
  perform pg_advisory_xact_lock(hashtext('organizations.parent_id'));
  if exists (
    with recursive ancestors(id) as (
      select new.parent_id
      union
      select o.parent_id from organizations o join ancestors a on o.id = a.id where o.parent_id is not null
    )
    select 1 from ancestors where id = new.id
  ) then
    raise exception 'organization % would become its own ancestor', new.id
      using errcode = 'check_violation', constraint = 'organizations_parent_without_cycle';
  end if;
  return new;
end
$$;

create trigger organizations_parent_without_cycle
  before insert or update of parent_id on organizations
  for each row when (new.parent_id is not null)
  execute function organizations_parent_without_cycle();
