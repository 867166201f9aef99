import type { Logger } from 'pino';
import type { SweepCardOrders } from '../../application/platform/commerce/sweep-card-orders.use-case';
import { PollingLoop } from './polling-loop';

/** How often a worker looks for card orders whose payment page closed without a notice (CARD_ORDER_SWEEP_POLL_MS). */
export const DEFAULT_CARD_ORDER_SWEEP_POLL_MS = 300_000;
const BATCH = 20;

/**
 * Asks the payment provider about card orders still waiting after their payment page closed. It keeps
 * no schedule of its own: the closing times are stored, and each round claims its orders with SKIP
 * LOCKED and stamps them asked, so every worker of every site may run it and each order is asked once.
 */
export function cardOrderSweepLoop(
  sweep: Pick<SweepCardOrders, 'execute'>,
  logger: Logger,
  intervalMs = DEFAULT_CARD_ORDER_SWEEP_POLL_MS,
): PollingLoop {
  return new PollingLoop({
    name: 'card order sweep',
    intervalMs,
    maxRounds: 10,
    passAtStart: true,
    logger,
    round: async () => {
      const outcome = await sweep.execute({ limit: BATCH });
      if (outcome.claimed > 0) logger.info(outcome, 'card orders without a payment notice asked about');
      return outcome.claimed >= BATCH;
    },
  });
}
