import type pg from 'pg';
import type { OrganizationAccess, PostingOrganization } from '../../../application/platform/job-posting/organization-access.port';
import { ORGANIZATION_SITES_SQL } from '../organization-team/organization-sites-sql';
import { isEntityId } from '../../../domain/shared/entity-id';

/** Organizations of a user: owned or joined (organization_members), and the children of those. */
export class PostgresOrganizationAccess implements OrganizationAccess {
  constructor(private readonly pool: pg.Pool) {}

  async organizationsOf(userId: string): Promise<PostingOrganization[]> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.pool.query<{ id: string; name: string }>(
      `with mine as (
         select id from organizations where owner_id = $1
         union select organization_id from organization_members where user_id = $1
       )
       select o.id::text, o.name from organizations o
       where o.id in (select id from mine) or o.parent_id in (select id from mine)
       order by (o.id not in (select id from mine)), o.name, o.id`,
      [userId],
    );
    return rows;
  }

  async sitesOf(organizationId: string): Promise<readonly string[] | null> {
    if (!isEntityId(organizationId)) return null;
    const { rows } = await this.pool.query<{ sites: string[] }>(
      `select ${ORGANIZATION_SITES_SQL} as sites from organizations o where o.id = $1`,
      [organizationId],
    );
    return rows[0]?.sites ?? null;
  }
}
