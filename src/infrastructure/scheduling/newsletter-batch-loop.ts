import type { Logger } from 'pino';
import type { RunNewsletterBatches } from '../../application/platform/newsletter/run-newsletter-batches.use-case';
import { PollingLoop } from './polling-loop';

/** How often a worker looks for issues being sent (NEWSLETTER_POLL_MS). The state is stored, so this only bounds the delay. */
export const DEFAULT_NEWSLETTER_POLL_MS = 30_000;
/** Mails per transaction, and batches per pass. */
const BATCH_SIZE = 50;
const BATCHES_PER_PASS = 20;

/**
 * The newsletter sender of a site's workers. It keeps no state of its own: each round asks the database
 * for an issue being sent and claims subscribers without a delivery (RunNewsletterBatches, FOR UPDATE
 * SKIP LOCKED), so four workers × several sites run it side by side and nobody gets an issue twice.
 */
export function newsletterBatchLoop(
  batches: Pick<RunNewsletterBatches, 'execute'>,
  site: string,
  logger: Logger,
  intervalMs = DEFAULT_NEWSLETTER_POLL_MS,
): PollingLoop {
  return new PollingLoop({
    name: 'newsletter batches',
    intervalMs,
    maxRounds: 40,
    passAtStart: false,
    logger,
    round: async () => {
      const report = await batches.execute({ site, batchSize: BATCH_SIZE, maxBatches: BATCHES_PER_PASS });
      if (report.queued + report.finished > 0) logger.info({ ...report }, 'newsletter batches');
      return report.queued >= BATCH_SIZE * BATCHES_PER_PASS;
    },
  });
}
