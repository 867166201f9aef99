import type { Logger } from 'pino';
import type { RunResumeAlertDigests } from '../../application/platform/resume-alerts/run-resume-alert-digests.use-case';
import { DEFAULT_ALERT_POLL_MS } from './alert-digest-loop';
import { PollingLoop } from './polling-loop';

const BATCH = 25;

/**
 * The resume alert digest scheduler of a site's workers, like the job alerts': no schedule of its own,
 * each round claims due alerts in the database (SKIP LOCKED), so any number of workers run it side by side
 * and a restarted worker simply finds the alerts still due.
 */
export function resumeDigestLoop(
  digests: Pick<RunResumeAlertDigests, 'execute'>,
  site: string,
  logger: Logger,
  intervalMs = DEFAULT_ALERT_POLL_MS,
): PollingLoop {
  return new PollingLoop({
    name: 'resume alert digest',
    intervalMs,
    maxRounds: 40,
    passAtStart: false,
    logger,
    round: async () => {
      const report = await digests.execute({ site, limit: BATCH });
      if (report.sent + report.empty > 0) logger.info({ ...report }, 'resume alert digests');
      return report.sent + report.empty >= BATCH;
    },
  });
}
