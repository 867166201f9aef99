import type { PersonalDataSource } from '../../../application/platform/privacy/personal-data-source.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { Queryable } from '../accounts/queryable';

/** The jobs the user bookmarked (migration 0007); the rows go with the user by cascade, no files. */
export class PostgresBookmarkPersonalData implements PersonalDataSource {
  readonly section = 'bookmarks';
  constructor(private readonly db: Queryable) {}

  async collect(userId: string): Promise<unknown> {
    if (!isEntityId(userId)) return [];
    const { rows } = await this.db.query(
      `select b.job_id::text as "jobId", j.title as "jobTitle", j.slug as "jobSlug", b.created_at as "bookmarkedAt"
       from bookmarks b join jobs j on j.id = b.job_id
       where b.user_id = $1 order by b.created_at desc, b.job_id desc`,
      [userId],
    );
    return rows;
  }

  async fileKeys(): Promise<readonly string[]> {
    return [];
  }
}
