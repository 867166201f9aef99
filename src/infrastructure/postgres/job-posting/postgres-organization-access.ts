import type pg from 'pg';
import type { OrganizationAccess, PostingOrganization } from '../../../application/platform/job-posting/organization-access.port';

/** Organizations of a user: owned or joined (organization_members), and the children of those. */
export class PostgresOrganizationAccess implements OrganizationAccess {
  constructor(private readonly pool: pg.Pool) {}

  async organizationsOf(userId: string): Promise<PostingOrganization[]> {
    if (!/^\d{1,18}$/.test(userId)) return [];
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

  async exists(organizationId: string): Promise<boolean> {
    if (!/^\d{1,18}$/.test(organizationId)) return false;
    const { rowCount } = await this.pool.query('select 1 from organizations where id = $1', [organizationId]);
    return rowCount === 1;
  }
}
