import type pg from 'pg';
import type { UserRepository } from '../../application/platform/identity/user-repository.port';
import { ROLE_IDS, type Role, type RoleId } from '../../domain/identity/roles';
import type { User } from '../../domain/identity/user';
import { isEntityId } from '../../domain/shared/entity-id';

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  email_verified: boolean;
  approved: boolean;
  roles: Array<{ id: string; targetId: string | null }>;
  organization_id: string | null;
  organization_name: string | null;
  organization_owner_id: string | null;
}

/** Roles as stored, keeping only ids the domain knows (a stray row must not break sign-in). */
export function toRoles(raw: ReadonlyArray<{ id: string; targetId: string | null }>): Role[] {
  return raw.filter((r): r is { id: RoleId; targetId: string | null } => (ROLE_IDS as readonly string[]).includes(r.id));
}

/**
 * Users with roles and their organization, in one query. The organization is the one the user owns,
 * else the first one they are a member of.
 */
export class PostgresUserRepository implements UserRepository {
  constructor(private readonly pool: pg.Pool) {}

  async findById(id: string): Promise<User | null> {
    if (!isEntityId(id)) return null;
    const { rows } = await this.pool.query<UserRow>(
      `select u.id, u.email, u.first_name, u.last_name, u.email_verified, u.approved,
         coalesce((select json_agg(json_build_object('id', r.role, 'targetId', r.target_id) order by r.role, r.target_id)
                   from user_roles r where r.user_id = u.id), '[]') as roles,
         o.id as organization_id, o.name as organization_name, o.owner_id::text as organization_owner_id
       from users u
       left join lateral (
         select o.id, o.name, o.owner_id from organizations o
         where o.owner_id = u.id
            or exists (select 1 from organization_members m where m.organization_id = o.id and m.user_id = u.id)
         order by (o.owner_id = u.id) desc nulls last, o.id
         limit 1
       ) o on true
       where u.id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? toUser(row) : null;
  }
}

function toUser(row: UserRow): User {
  const roles = toRoles(row.roles);
  const organization =
    row.organization_id && row.organization_name !== null
      ? { id: row.organization_id, name: row.organization_name, ownerId: row.organization_owner_id ?? '' }
      : null;
  const displayName = `${row.first_name} ${row.last_name}`.trim() || row.email;
  return {
    id: row.id,
    name: row.email,
    email: row.email,
    displayName,
    firstName: row.first_name,
    lastName: row.last_name,
    roles,
    emailVerified: row.email_verified,
    organization,
    isUserApprovedAndVerified: row.approved && row.email_verified,
    isEligibleForJobApply: row.email_verified && roles.some((r) => r.id === 'applicant'),
    activeOrganization: organization ? { id: organization.id } : null,
  };
}
