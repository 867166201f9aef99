import type { Logger } from 'pino';

export interface PollingLoopOptions {
  /** What the log lines name when a pass fails. */
  readonly name: string;
  readonly intervalMs: number;
  /**
   * One round of work. True when it filled its batch, so another round follows at once (up to
   * `maxRounds` per pass); false when it found less than a batch.
   */
  readonly round: () => Promise<boolean>;
  readonly maxRounds: number;
  /** A first pass right at start (catching up after a restart), or only after the first interval. */
  readonly passAtStart: boolean;
  readonly logger: Logger;
}

/**
 * A background poller inside every server worker (outbox delivery, job alert digests, scheduled jobs).
 * The work to do is always stored in the database, so a restart loses nothing and several workers may
 * poll side by side: each round claims its rows itself. Concurrent passes share the pass in flight; the
 * timer is unref'd so it never keeps a process alive; `stop()` waits for the pass in flight.
 */
export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: PollingLoopOptions) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.pass(), this.options.intervalMs);
    this.timer.unref();
    if (this.options.passAtStart) void this.pass();
  }

  /** Rounds until one finds less than a batch (or the loop stops); a failure ends the pass and is logged. */
  pass(): Promise<void> {
    this.running ??= (async () => {
      try {
        for (let round = 0; round < this.options.maxRounds && !this.stopped; round++) {
          if (!(await this.options.round())) break;
        }
      } catch (error) {
        this.options.logger.warn({ err: error }, `${this.options.name} pass failed`);
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
