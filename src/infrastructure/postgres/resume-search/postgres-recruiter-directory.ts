import type { RecruiterDirectory, RecruiterOrganization } from '../../../application/platform/resume-search/recruiter-access';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/** A recruiter's organization: the one they own first, else one they are a member of (by name). */
export class PostgresRecruiterDirectory implements RecruiterDirectory {
  constructor(private readonly db: Queryable) {}

  async organizationOf(userId: string): Promise<RecruiterOrganization | null> {
    if (!isEntityId(userId)) return null;
    const { rows } = await this.db.query<RecruiterOrganization>(
      `select o.id::text, o.name from organizations o
       where o.owner_id = $1 or exists (select 1 from organization_members m where m.organization_id = o.id and m.user_id = $1)
       order by (o.owner_id = $1) desc nulls last, o.name, o.id limit 1`,
      [userId],
    );
    return rows[0] ?? null;
  }
}
