import type { OutgoingMail } from '../../../domain/mail/mail';

export interface QueuedMail {
  readonly id: string;
  readonly mail: OutgoingMail;
  /** The key of the site the mail was queued for; null for rows from before mails carried one. */
  readonly site: string | null;
  /** Tries so far, counting the current one. */
  readonly attempts: number;
}

/** The delivering side of the outbox. */
export interface OutboxQueue {
  /**
   * Leases up to `limit` due mails for `leaseMs` (FOR UPDATE SKIP LOCKED: two workers never get the
   * same row), counting the attempt.
   */
  claim(limit: number, now: Date, leaseMs: number): Promise<QueuedMail[]>;
  markSent(id: string, now: Date): Promise<void>;
  /** Schedules the next try, or gives the mail up when `retryAt` is null. */
  markFailed(id: string, error: string, retryAt: Date | null, now: Date): Promise<void>;
}
