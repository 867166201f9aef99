import type { Logger } from 'pino';
import type { RunAlertDigests } from '../../application/platform/alerts/run-alert-digests.use-case';
import { PollingLoop } from './polling-loop';

/** How often a worker looks for due alerts (ALERT_DIGEST_POLL_MS). Due times are stored, so this only bounds the delay. */
export const DEFAULT_ALERT_POLL_MS = 60_000;
const BATCH = 25;

/**
 * The job-alert digest scheduler of a site's workers. It keeps no schedule of its own: each round asks
 * the database for due alerts (RunAlertDigests claims them with FOR UPDATE SKIP LOCKED), so four workers
 * × several sites run it side by side without double sends. The first pass waits one interval, spreading
 * the workers' start-up.
 */
export function alertDigestLoop(
  digests: Pick<RunAlertDigests, 'execute'>,
  site: string,
  logger: Logger,
  intervalMs = DEFAULT_ALERT_POLL_MS,
): PollingLoop {
  return new PollingLoop({
    name: 'job alert digest',
    intervalMs,
    maxRounds: 40,
    passAtStart: false,
    logger,
    round: async () => {
      const report = await digests.execute({ site, limit: BATCH });
      if (report.sent + report.empty + report.expired > 0) logger.info({ ...report }, 'job alert digests');
      return report.sent + report.empty >= BATCH;
    },
  });
}
