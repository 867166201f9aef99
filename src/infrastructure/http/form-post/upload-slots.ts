import { z } from 'zod';

/**
 * How many bodies that may carry files one process reads at once. Each one costs its chunks in flight
 * and the allocator's slack after them (tests/bench/README.md); a burst of uploads must not take a
 * worker past its memory limit, so the excess waits its turn — for a bounded time, then it is told to
 * come back (503 with Retry-After) rather than held until its client gives up.
 */
export interface UploadSlots {
  /** A slot's release (call it once, when the body is read), or null when none came free in time. */
  acquire(): Promise<(() => void) | null>;
  readonly inUse: number;
  readonly waiting: number;
  /** Seconds a refused client is asked to wait before it sends again. */
  readonly retryAfterSeconds: number;
}

export interface UploadSlotSettings {
  readonly concurrency: number;
  readonly waitMs: number;
}

export const DEFAULT_UPLOAD_SLOTS: UploadSlotSettings = { concurrency: 3, waitMs: 20_000 };

/** An unset variable and an empty one mean the same: the default. */
const optionalInt = (min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).optional());

/**
 * `UPLOAD_CONCURRENCY` (bodies with files read at once per process, default 3) and `UPLOAD_QUEUE_WAIT_MS`
 * (how long one more waits for a slot, default 20 s; 0 refuses it at once).
 */
const UploadEnv = z.object({
  UPLOAD_CONCURRENCY: optionalInt(1, 256),
  UPLOAD_QUEUE_WAIT_MS: optionalInt(0, 120_000),
});

/** The settings from the environment; throws one readable line on a bad value. */
export function uploadSlotSettings(env: Record<string, string | undefined> = process.env): UploadSlotSettings {
  const parsed = UploadEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid upload configuration: ${problems}`);
  }
  return {
    concurrency: parsed.data.UPLOAD_CONCURRENCY ?? DEFAULT_UPLOAD_SLOTS.concurrency,
    waitMs: parsed.data.UPLOAD_QUEUE_WAIT_MS ?? DEFAULT_UPLOAD_SLOTS.waitMs,
  };
}

/** First come, first served: a freed slot goes straight to the longest waiting request. */
export function uploadSlots({ concurrency, waitMs }: UploadSlotSettings): UploadSlots {
  let inUse = 0;
  const queue: Array<(release: () => void) => void> = [];

  const releaser = (): (() => void) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) next(releaser());
      else inUse--;
    };
  };

  return {
    get inUse() {
      return inUse;
    },
    get waiting() {
      return queue.length;
    },
    retryAfterSeconds: Math.max(5, Math.ceil(waitMs / 1000)),
    acquire() {
      if (inUse < concurrency) {
        inUse++;
        return Promise.resolve(releaser());
      }
      if (waitMs === 0) return Promise.resolve(null);
      return new Promise((resolve) => {
        const take = (release: () => void) => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          const at = queue.indexOf(take);
          if (at >= 0) queue.splice(at, 1);
          resolve(null);
        }, waitMs);
        queue.push(take);
      });
    },
  };
}
