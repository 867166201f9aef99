import type { Schedule } from './tag-wait';

/** Posts one JSON body to a collector; true when it took it, false to try again later. */
export interface MeasurementSender {
  send(url: string, body: unknown): Promise<boolean>;
}

export interface ForwardQueueOptions {
  /** Calls held at most; one more is refused (the page is not kept waiting for a slow collector). */
  readonly capacity: number;
  /** Calls in flight at once. */
  readonly concurrency: number;
  /** Waits before each retry; a call is dropped after the last. */
  readonly retryDelaysMs: readonly number[];
}

export const FORWARD_QUEUE_DEFAULTS: ForwardQueueOptions = { capacity: 1000, concurrency: 2, retryDelaysMs: [1000, 5000, 30_000] };

interface Item {
  readonly url: string;
  readonly body: unknown;
  attempts: number;
}

/**
 * Hands measurement calls to their collectors behind the page's back: `offer` answers at once (queued or
 * refused because full), a few calls go out at a time, and a failed one is retried after each delay, then
 * dropped. Nothing is written anywhere: a worker that stops loses what it held, as a browser tag would.
 */
export class ForwardQueue {
  private readonly waiting: Item[] = [];
  private inFlight = 0;
  private delayed = 0;
  private dropped = 0;

  constructor(
    private readonly sender: MeasurementSender,
    private readonly schedule: Schedule,
    private readonly options: ForwardQueueOptions = FORWARD_QUEUE_DEFAULTS,
  ) {}

  /** Queues one call; false when the queue is full. */
  offer(url: string, body: unknown): boolean {
    if (this.held() >= this.options.capacity) return false;
    this.waiting.push({ url, body, attempts: 0 });
    this.pump();
    return true;
  }

  /** Calls queued, in flight or waiting for a retry. */
  held(): number {
    return this.waiting.length + this.inFlight + this.delayed;
  }

  /** Calls given up on after their last retry, since the start. */
  droppedCount(): number {
    return this.dropped;
  }

  private pump(): void {
    while (this.inFlight < this.options.concurrency && this.waiting.length > 0) {
      const item = this.waiting.shift()!;
      this.inFlight += 1;
      void this.deliver(item);
    }
  }

  private async deliver(item: Item): Promise<void> {
    let ok = false;
    try {
      ok = await this.sender.send(item.url, item.body);
    } catch {
      ok = false;
    }
    this.inFlight -= 1;
    if (!ok) {
      const delay = this.options.retryDelaysMs[item.attempts];
      item.attempts += 1;
      if (delay === undefined) this.dropped += 1;
      else {
        this.delayed += 1;
        this.schedule(() => {
          this.delayed -= 1;
          this.waiting.push(item);
          this.pump();
        }, delay);
      }
    }
    this.pump();
  }
}
