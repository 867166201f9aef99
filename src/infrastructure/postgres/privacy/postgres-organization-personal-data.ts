import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isId, type Queryable } from '../accounts/queryable';

/** Organizations the user owns or belongs to (the organization's own profile is its data, not the user's). */
export class PostgresOrganizationPersonalData implements PersonalDataSource {
  readonly section = 'organizationMemberships';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isId(userId)) return [];
    const { rows } = await this.db.query(
      `select o.id::text as "organizationId", o.name, o.slug, (o.owner_id = $1) as owner, m.created_at as "memberSince"
       from organizations o left join organization_members m on m.organization_id = o.id and m.user_id = $1
       where o.owner_id = $1 or m.user_id is not null
       order by o.id`,
      [userId],
    );
    return rows;
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }
}
