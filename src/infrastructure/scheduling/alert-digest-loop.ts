import type { Logger } from 'pino';
import type { RunAlertDigests } from '../../application/platform/alerts/run-alert-digests.use-case';

/** How often a worker looks for due alerts (ALERT_DIGEST_POLL_MS). Due times are stored, so this only bounds the delay. */
export const DEFAULT_ALERT_POLL_MS = 60_000;
const BATCH = 25;

/**
 * The job-alert digest scheduler inside every server worker. It keeps no schedule of its own: each pass
 * asks the database for due alerts (RunAlertDigests claims them with FOR UPDATE SKIP LOCKED), so four
 * workers × several sites run it side by side without double sends, and a restart loses nothing. The
 * first pass starts a little after start-up (spread over the workers); the timer is unref'd and `stop()`
 * waits for the pass in flight.
 */
export class AlertDigestLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly digests: Pick<RunAlertDigests, 'execute'>,
    private readonly site: string,
    private readonly logger: Logger,
    private readonly intervalMs: number = DEFAULT_ALERT_POLL_MS,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.pass(), this.intervalMs);
    this.timer.unref();
  }

  /** Passes until one finds fewer due alerts than a batch; concurrent calls share the pass in flight. */
  pass(): Promise<void> {
    this.running ??= (async () => {
      try {
        for (let round = 0; round < 40 && !this.stopped; round++) {
          const report = await this.digests.execute({ site: this.site, limit: BATCH });
          if (report.sent + report.empty + report.expired > 0) this.logger.info({ ...report }, 'job alert digests');
          if (report.sent + report.empty < BATCH) break;
        }
      } catch (error) {
        this.logger.warn({ err: error }, 'job alert digest pass failed');
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
