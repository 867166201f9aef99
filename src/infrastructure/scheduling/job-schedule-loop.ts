import type { Logger } from 'pino';
import type { PublishDueJobs } from '../../application/platform/job-posting/publish-due-jobs.use-case';

export const DEFAULT_SCHEDULE_POLL_MS = 15_000;

/**
 * Publishes scheduled jobs in the background of every worker: the due times are stored in the jobs
 * table, so a restart loses nothing (the first pass after start catches up). Several workers and sites
 * may pass at once: each job moves only from `scheduled`, so one pass wins and the others skip it.
 * The timer is unref'd; `stop()` waits for the pass in flight.
 */
export class JobScheduleLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly publishDue: Pick<PublishDueJobs, 'execute'>,
    private readonly logger: Logger,
    private readonly intervalMs: number = DEFAULT_SCHEDULE_POLL_MS,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.pass(), this.intervalMs);
    this.timer.unref();
    void this.pass();
  }

  pass(): Promise<void> {
    this.running ??= (async () => {
      try {
        const published = await this.publishDue.execute();
        if (published.length > 0) this.logger.info({ jobs: published }, 'scheduled jobs published');
      } catch (error) {
        this.logger.warn({ err: error }, 'job schedule pass failed');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
