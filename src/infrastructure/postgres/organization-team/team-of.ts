import type { TeamMember, TeamRole } from '../../../domain/organization/organization-team';
import type { Queryable } from '../accounts/queryable';

const ID = /^\d{1,18}$/;

/** An organization's members and their roles (every authorization of its profile and jobs reads this); null without such an organization. */
export async function teamOf(db: Queryable, organizationId: string): Promise<readonly TeamMember[] | null> {
  if (!ID.test(organizationId)) return null;
  const { rows } = await db.query<{ user_id: string | null; role: TeamRole | null }>(
    `select m.user_id::text, m.role from organizations o left join organization_members m on m.organization_id = o.id
      where o.id = $1 order by m.created_at, m.user_id`,
    [organizationId],
  );
  if (rows.length === 0) return null;
  return rows.flatMap((r) => (r.user_id !== null && r.role !== null ? [{ userId: r.user_id, role: r.role }] : []));
}
