import type { BookmarkRepository, BookmarkRow } from '../../src/application/platform/bookmarks/bookmark-repository.port';
import type { PageRange } from '../../src/domain/job/paging';

/** In-memory fake of the BookmarkRepository port, with the contract's rules (idempotent, newest first). */
export class InMemoryBookmarkRepository implements BookmarkRepository {
  readonly rows: Array<{ userId: string; jobId: string; at: Date }> = [];

  async add(userId: string, jobId: string, now: Date): Promise<void> {
    if (!this.rows.some((r) => r.userId === userId && r.jobId === jobId)) this.rows.push({ userId, jobId, at: now });
  }
  async remove(userId: string, jobId: string): Promise<void> {
    const i = this.rows.findIndex((r) => r.userId === userId && r.jobId === jobId);
    if (i >= 0) this.rows.splice(i, 1);
  }
  async count(userId: string): Promise<number> {
    return this.rows.filter((r) => r.userId === userId).length;
  }
  async list(userId: string, range: PageRange): Promise<{ total: number; items: BookmarkRow[] }> {
    const mine = this.rows
      .filter((r) => r.userId === userId)
      .sort((a, b) => b.at.getTime() - a.at.getTime() || Number(b.jobId) - Number(a.jobId));
    return {
      total: mine.length,
      items: mine.slice(range.first, range.first + range.last).map((r) => ({ jobId: r.jobId, bookmarkedAt: r.at })),
    };
  }
  async bookmarkedAmong(userId: string, jobIds: readonly string[]): Promise<string[]> {
    return this.rows.filter((r) => r.userId === userId && jobIds.includes(r.jobId)).map((r) => r.jobId);
  }
}
