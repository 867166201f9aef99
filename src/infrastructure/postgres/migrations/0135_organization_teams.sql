-- Recruiter teams: every member has a role (owner or editor), owners invite by a single-use mailed token
-- (only its SHA-256 is stored, so a database leak opens no team) and offer ownership to a member, who
-- accepts it. organizations.owner_id stays as the organization's first owner, kept in step by triggers,
-- for what reads one contact (application mails without an address of their own).

alter table organization_members
  add column role text not null default 'editor' check (role in ('owner', 'editor'));

insert into organization_members (organization_id, user_id, role)
select id, owner_id, 'owner' from organizations where owner_id is not null
on conflict (organization_id, user_id) do update set role = 'owner';

create index organization_members_owners_idx on organization_members (organization_id) where role = 'owner';

-- Whoever becomes organizations.owner_id is an owner of the team.
create function organization_owner_joins_team() returns trigger language plpgsql as $$
begin
  if new.owner_id is not null then
    insert into organization_members (organization_id, user_id, role) values (new.id, new.owner_id, 'owner')
    on conflict (organization_id, user_id) do update set role = 'owner' where organization_members.role <> 'owner';
  end if;
  return null;
end $$;

create trigger organizations_owner_joins_team
  after insert or update of owner_id on organizations
  for each row execute function organization_owner_joins_team();

-- When the owner organizations.owner_id names leaves or steps down, another owner takes the pointer.
create function organization_owner_pointer_follows_team() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' or new.role <> 'owner' then
    update organizations o
       set owner_id = (select m.user_id from organization_members m
                        where m.organization_id = o.id and m.role = 'owner' and m.user_id <> old.user_id
                        order by m.created_at, m.user_id limit 1)
     where o.id = old.organization_id and (o.owner_id = old.user_id or o.owner_id is null);
  end if;
  return null;
end $$;

create trigger organization_members_owner_pointer
  after delete or update of role on organization_members
  for each row when (old.role = 'owner')
  execute function organization_owner_pointer_follows_team();

create table organization_invitations (
  id              bigint generated always as identity primary key,
  organization_id bigint not null references organizations (id) on delete cascade,
  email           text not null check (email = lower(email) and email like '%@%'),
  role            text not null check (role in ('owner', 'editor')),
  token_hash      text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by      bigint references users (id) on delete set null,
  expires_at      timestamptz not null,
  accepted_at     timestamptz,
  accepted_by     bigint references users (id) on delete set null,
  created_at      timestamptz not null default now()
);
create index organization_invitations_org_idx on organization_invitations (organization_id, email);
create index organization_invitations_expires_idx on organization_invitations (expires_at);

-- An offer to take over ownership, waiting for the named member's consent; one per member.
create table organization_ownership_offers (
  organization_id bigint not null,
  user_id         bigint not null,
  offered_by      bigint references users (id) on delete set null,
  created_at      timestamptz not null default now(),
  primary key (organization_id, user_id),
  foreign key (organization_id, user_id) references organization_members (organization_id, user_id) on delete cascade
);
