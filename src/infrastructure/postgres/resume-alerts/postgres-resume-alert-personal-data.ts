import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/*
 * The resume alerts a recruiter saved (migrations 0040, 0085): the search, the interval and when the
 * next digest is due. They go with the account by cascade from `users`; no files.
 */
export class PostgresResumeAlertPersonalData implements PersonalDataSource {
  readonly section = 'resumeAlerts';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query(
      `select o.name as "organization", a.site, a.locale, a.query as search, a.interval_seconds as "intervalSeconds",
              a.next_due_at as "nextDigestDueAt", a.created_at as "createdAt"
       from resume_alerts a join organizations o on o.id = a.organization_id
       where a.user_id = $1 order by a.created_at desc, a.id desc`,
      [userId],
    );
    return rows;
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }
}
