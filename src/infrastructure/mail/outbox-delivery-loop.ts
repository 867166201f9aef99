import type { Logger } from 'pino';
import type { DeliverOutbox } from '../../application/platform/mail/deliver-outbox.use-case';
import { PollingLoop } from '../scheduling/polling-loop';

export const DEFAULT_MAIL_POLL_MS = 3_000;
const BATCH_SIZE = 20;

/**
 * Drains the outbox in the background of every worker: a pass every few seconds, rounds back to back
 * while there is work. Workers share the outbox safely (rows are leased with SKIP LOCKED).
 */
export function outboxDeliveryLoop(
  deliver: Pick<DeliverOutbox, 'execute'>,
  logger: Logger,
  intervalMs = DEFAULT_MAIL_POLL_MS,
): PollingLoop {
  return new PollingLoop({
    name: 'mail outbox',
    intervalMs,
    maxRounds: 50,
    passAtStart: true,
    logger,
    round: async () => {
      const report = await deliver.execute({ batchSize: BATCH_SIZE });
      if (report.sent > 0 || report.failed > 0) logger.info({ sent: report.sent, failed: report.failed }, 'mail outbox pass');
      return report.sent + report.failed >= BATCH_SIZE;
    },
  });
}
