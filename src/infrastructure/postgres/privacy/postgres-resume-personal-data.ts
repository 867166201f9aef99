import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isId, type Queryable } from '../accounts/queryable';

/**
 * The user's resume (migration 0025): every section, its visibility and the organizations blocked from
 * it. The rows go with the user by cascade; the resume keeps no files of its own (CV imports are read
 * and thrown away, nothing of them is stored but what the user confirms into the resume).
 */
export class PostgresResumePersonalData implements PersonalDataSource {
  readonly section = 'resume';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isId(userId)) return null;
    const { rows } = await this.db.query(
      `select r.visibility, r.content, r.completed_at as "completedAt", r.created_at as "createdAt", r.updated_at as "updatedAt",
              coalesce(array(select jsonb_build_object('id', o.id::text, 'name', o.name)
                             from resume_blocked_organizations b join organizations o on o.id = b.organization_id
                             where b.user_id = r.user_id order by o.name), '{}') as "blockedOrganizations"
       from resumes r where r.user_id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }
}
