import type { BookmarkRepository, BookmarkRow } from '../../../application/platform/bookmarks/bookmark-repository.port';
import { isEntityId } from '../../../domain/shared/entity-id';
import type { PageRange } from '../../../domain/job/paging';
import type { Queryable } from '../accounts/queryable';

/** Bookmarks in `bookmarks` (migration 0007); ids that cannot be ours are simply not found. */
export class PostgresBookmarkRepository implements BookmarkRepository {
  constructor(private readonly db: Queryable) {}

  async add(userId: string, jobId: string, now: Date): Promise<void> {
    if (!isEntityId(userId) || !isEntityId(jobId)) return;
    await this.db.query('insert into bookmarks (user_id, job_id, created_at) values ($1, $2, $3) on conflict do nothing', [
      userId,
      jobId,
      now,
    ]);
  }

  async remove(userId: string, jobId: string): Promise<void> {
    if (!isEntityId(userId) || !isEntityId(jobId)) return;
    await this.db.query('delete from bookmarks where user_id = $1 and job_id = $2', [userId, jobId]);
  }

  async count(userId: string): Promise<number> {
    if (!isEntityId(userId)) return 0;
    const { rows } = await this.db.query<{ n: number }>('select count(*)::int as n from bookmarks where user_id = $1', [userId]);
    return rows[0]?.n ?? 0;
  }

  async list(userId: string, range: PageRange): Promise<{ total: number; items: BookmarkRow[] }> {
    if (!isEntityId(userId)) return { total: 0, items: [] };
    const { rows } = await this.db.query<{ job_id: string; created_at: Date; total: number }>(
      `select job_id::text, created_at, count(*) over ()::int as total from bookmarks where user_id = $1
       order by created_at desc, job_id desc offset $2 limit $3`,
      [userId, range.first, range.last],
    );
    const total = rows[0]?.total ?? (range.first > 0 ? await this.count(userId) : 0);
    return { total, items: rows.map((r) => ({ jobId: r.job_id, bookmarkedAt: r.created_at })) };
  }

  async bookmarkedAmong(userId: string, jobIds: readonly string[]): Promise<string[]> {
    const ids = jobIds.filter(isEntityId);
    if (!isEntityId(userId) || ids.length === 0) return [];
    const { rows } = await this.db.query<{ job_id: string }>(
      'select job_id::text from bookmarks where user_id = $1 and job_id = any($2::bigint[])',
      [userId, ids],
    );
    return rows.map((r) => r.job_id);
  }
}
