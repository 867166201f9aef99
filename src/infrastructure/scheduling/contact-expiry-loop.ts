import type { Logger } from 'pino';
import type { ExpireContactRequests } from '../../application/platform/resume-contacts/expire-contact-requests.use-case';
import { PollingLoop } from './polling-loop';

/** How often a worker looks for contact requests whose time ran out (RESUME_CONTACT_EXPIRY_POLL_MS). */
export const DEFAULT_CONTACT_EXPIRY_POLL_MS = 300_000;
const BATCH = 50;

/**
 * Expires pending resume contact requests and gives their payment back. Like the alert digests it keeps
 * no schedule of its own: the expiry times are stored and each round claims due rows with SKIP LOCKED,
 * so every worker of every site may run it.
 */
export function contactExpiryLoop(
  expire: Pick<ExpireContactRequests, 'execute'>,
  logger: Logger,
  intervalMs = DEFAULT_CONTACT_EXPIRY_POLL_MS,
): PollingLoop {
  return new PollingLoop({
    name: 'resume contact expiry',
    intervalMs,
    maxRounds: 20,
    passAtStart: false,
    logger,
    round: async () => {
      const { expired } = await expire.execute({ limit: BATCH });
      if (expired > 0) logger.info({ expired }, 'resume contact requests expired');
      return expired >= BATCH;
    },
  });
}
