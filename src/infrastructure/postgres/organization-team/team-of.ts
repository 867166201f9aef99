import type { TeamAndSites, TeamRole } from '../../../domain/organization/organization-team';
import type { Queryable } from '../accounts/queryable';
import { ORGANIZATION_SITES_SQL } from './organization-sites-sql';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * An organization's members with their roles and the sites it is on (every authorization of its profile
 * and jobs reads this), in one query; null without such an organization.
 */
export async function teamOf(db: Queryable, organizationId: string): Promise<TeamAndSites | null> {
  if (!isEntityId(organizationId)) return null;
  const { rows } = await db.query<{ user_id: string | null; role: TeamRole | null; sites: string[] }>(
    `select m.user_id::text, m.role, ${ORGANIZATION_SITES_SQL} as sites
       from organizations o left join organization_members m on m.organization_id = o.id
      where o.id = $1 order by m.created_at, m.user_id`,
    [organizationId],
  );
  const first = rows[0];
  if (!first) return null;
  return {
    team: rows.flatMap((r) => (r.user_id !== null && r.role !== null ? [{ userId: r.user_id, role: r.role }] : [])),
    sites: first.sites,
  };
}
