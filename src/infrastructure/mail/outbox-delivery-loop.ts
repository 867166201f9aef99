import type { Logger } from 'pino';
import type { DeliverOutbox } from '../../application/platform/mail/deliver-outbox.use-case';

export const DEFAULT_MAIL_POLL_MS = 3_000;
const BATCH_SIZE = 20;

/**
 * Drains the outbox in the background of every worker: a pass every few seconds, passes back to back
 * while there is work. Workers share the outbox safely (rows are leased with SKIP LOCKED). The timer is
 * unref'd so it never keeps a process alive; `stop()` waits for the pass in flight.
 */
export class OutboxDeliveryLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly deliver: Pick<DeliverOutbox, 'execute'>,
    private readonly logger: Logger,
    private readonly intervalMs: number = DEFAULT_MAIL_POLL_MS,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.pass(), this.intervalMs);
    this.timer.unref();
    void this.pass();
  }

  /** Runs passes until one finds nothing due; concurrent calls share the pass in flight. */
  pass(): Promise<void> {
    this.running ??= (async () => {
      try {
        for (let round = 0; round < 50 && !this.stopped; round++) {
          const report = await this.deliver.execute({ batchSize: BATCH_SIZE });
          if (report.sent > 0 || report.failed > 0) this.logger.info({ sent: report.sent, failed: report.failed }, 'mail outbox pass');
          if (report.sent + report.failed < BATCH_SIZE) break;
        }
      } catch (error) {
        this.logger.warn({ err: error }, 'mail outbox pass failed');
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
