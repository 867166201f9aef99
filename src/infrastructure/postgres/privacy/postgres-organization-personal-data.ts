import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/** Organizations whose team the user is in, with their role (the organization's own profile is its data, not the user's). */
export class PostgresOrganizationPersonalData implements PersonalDataSource {
  readonly section = 'organizationMemberships';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query(
      `select o.id::text as "organizationId", o.name, o.slug, (m.role = 'owner') as owner, m.role, m.created_at as "memberSince",
              exists (select 1 from organization_ownership_offers f where f.organization_id = o.id and f.user_id = $1) as "ownershipOffered"
       from organizations o join organization_members m on m.organization_id = o.id and m.user_id = $1
       order by o.id`,
      [userId],
    );
    return rows;
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }
}
