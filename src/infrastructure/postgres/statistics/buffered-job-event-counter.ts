import type { Logger } from 'pino';
import type { JobEventCounter } from '../../../application/platform/statistics/job-event-counter.port';
import type { JobEvent } from '../../../domain/statistics/job-statistics';
import type { Queryable } from '../accounts/queryable';

/** How many distinct (site, job, day, kind) a worker holds between two writes; more are dropped and logged. */
export const MAX_PENDING_KEYS = 10_000;

/**
 * Adds counts up in memory and writes them every `intervalMs` in one statement: one atomic upsert per
 * (site, job, day, kind), so every worker and host may add to the same row. The request that counted
 * never waits for it. Counts of jobs that do not exist (a forged beacon) are dropped by the join.
 */
export class BufferedJobEventCounter implements JobEventCounter {
  private pending = new Map<string, { event: JobEvent; n: number }>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Queryable,
    private readonly logger: Pick<Logger, 'warn'>,
    private readonly intervalMs = 1000,
  ) {}

  count(event: JobEvent): void {
    const key = `${event.site}\n${event.jobId}\n${event.day}\n${event.kind}`;
    const entry = this.pending.get(key);
    if (entry) entry.n += 1;
    else if (this.pending.size >= MAX_PENDING_KEYS) {
      this.logger.warn({ component: 'statistics' }, 'statistics buffer full, count dropped');
      return;
    } else this.pending.set(key, { event, n: 1 });
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.timer.unref?.();
    }
  }

  /** Writes what is pending now (the timer calls it; shutdown and tests call it too). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    if (batch.length === 0) return this.writing;
    this.writing = this.writing.then(() => this.write(batch));
    return this.writing;
  }

  private async write(batch: readonly { event: JobEvent; n: number }[]): Promise<void> {
    try {
      await this.db.query(
        `insert into job_statistics (site, job_id, day, kind, count)
         select b.site, j.id, b.day::date, b.kind, b.n
           from unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::int[]) as b(site, job_id, day, kind, n)
           join jobs j on j.id = b.job_id
         on conflict (site, job_id, day, kind) do update set count = job_statistics.count + excluded.count`,
        [
          batch.map((b) => b.event.site),
          batch.map((b) => b.event.jobId),
          batch.map((b) => b.event.day),
          batch.map((b) => b.event.kind),
          batch.map((b) => b.n),
        ],
      );
    } catch (error) {
      // Statistics are not worth a retry loop that could grow without bound: the batch is dropped, said once.
      this.logger.warn({ component: 'statistics', err: error, dropped: batch.length }, 'statistics write failed');
    }
  }
}
