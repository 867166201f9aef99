import { nextAttemptAt } from '../../../domain/mail/retry-policy';
import type { Clock } from '../../shared/clock.port';
import type { Mailer } from './mailer.port';
import type { OutboxQueue } from './outbox-queue.port';

export interface DeliveryReport {
  readonly sent: number;
  readonly failed: number;
}

/** Longer than an SMTP conversation may take; a worker that died mid-send frees its rows after it. */
export const DELIVERY_LEASE_MS = 2 * 60 * 1000;

/** One pass over the outbox: claim due mails, send each, record the outcome with backoff. */
export class DeliverOutbox {
  constructor(
    private readonly queue: OutboxQueue,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly batchSize: number }): Promise<DeliveryReport> {
    const batch = await this.queue.claim(input.batchSize, this.clock.now(), DELIVERY_LEASE_MS);
    let sent = 0;
    let failed = 0;
    for (const item of batch) {
      try {
        await this.mailer.send(item.mail, item.site);
        await this.queue.markSent(item.id, this.clock.now());
        sent++;
      } catch (error) {
        const now = this.clock.now();
        // The SMTP reply text, without the recipient: it goes to the database, not to a log.
        const reason = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
        await this.queue.markFailed(item.id, reason, nextAttemptAt(item.attempts, now), now);
        failed++;
      }
    }
    return { sent, failed };
  }
}
