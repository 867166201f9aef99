import type { Logger } from 'pino';
import type { PublishDueJobs } from '../../application/platform/job-posting/publish-due-jobs.use-case';
import { PollingLoop } from './polling-loop';

export const DEFAULT_SCHEDULE_POLL_MS = 15_000;

/**
 * Publishes scheduled jobs in the background of every worker: the due times are stored in the jobs
 * table, so the first pass after start catches up. Several workers and sites may pass at once: each job
 * moves only from `scheduled`, so one pass wins and the others skip it.
 */
export function jobScheduleLoop(
  publishDue: Pick<PublishDueJobs, 'execute'>,
  logger: Logger,
  intervalMs = DEFAULT_SCHEDULE_POLL_MS,
): PollingLoop {
  return new PollingLoop({
    name: 'job schedule',
    intervalMs,
    maxRounds: 1,
    passAtStart: true,
    logger,
    round: async () => {
      const published = await publishDue.execute();
      if (published.length > 0) logger.info({ jobs: published }, 'scheduled jobs published');
      return false;
    },
  });
}
