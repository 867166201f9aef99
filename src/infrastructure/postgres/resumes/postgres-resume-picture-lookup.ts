import type { ResumePictureLookup } from '../../../application/platform/resumes/resume-picture-lookup.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { ResumeVisibility } from '../../../domain/resume/resume';
import type { Queryable } from '../accounts/queryable';
import { PostgresRecruiterDirectory } from '../resume-search/postgres-recruiter-directory';

/** Who may see a resume picture, from the resume naming it (migration 0080's index) and its contact requests. */
export class PostgresResumePictureLookup implements ResumePictureLookup {
  private readonly directory: PostgresRecruiterDirectory;
  constructor(private readonly db: Queryable) {
    this.directory = new PostgresRecruiterDirectory(db);
  }

  async holderOf(key: string) {
    const { rows } = await this.db.query<{ ownerId: string; visibility: ResumeVisibility; blockedOrganizationIds: string[] }>(
      `select r.user_id::text as "ownerId", r.visibility,
              coalesce(array(select b.organization_id::text from resume_blocked_organizations b where b.user_id = r.user_id), '{}')
                as "blockedOrganizationIds"
       from resumes r where r.content -> 'personalInfo' ->> 'picture' = $1 limit 1`,
      [key],
    );
    return rows[0] ?? null;
  }

  async organizationOf(userId: string): Promise<string | null> {
    return (await this.directory.organizationOf(userId))?.id ?? null;
  }

  async contactApproved(ownerId: string, organizationId: string): Promise<boolean> {
    if (!isEntityId(ownerId) || !isEntityId(organizationId)) return false;
    const { rows } = await this.db.query(
      `select 1 from resume_contact_requests where resume_user_id = $1 and organization_id = $2 and state = 'approved' limit 1`,
      [ownerId, organizationId],
    );
    return rows.length > 0;
  }
}
