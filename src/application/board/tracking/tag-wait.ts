import { TAG_WAIT } from '../../../domain/tracking/tracking-setup';

/** Runs `run` after `ms`; the browser's setTimeout, or a test's clock. */
export type Schedule = (run: () => void, ms: number) => void;

/**
 * Waits for a tag that loads asynchronously: looks for it at once, then every `intervalMs`, at most
 * `attempts` times in all. Resolves with the tag, or null once it gave up (blocked by the browser, a
 * network that never delivered): whatever waited for it is then dropped, never sent somewhere else.
 */
export function waitForTag<T>(
  probe: () => T | undefined,
  schedule: Schedule,
  wait: { intervalMs: number; attempts: number } = TAG_WAIT,
): Promise<T | null> {
  return new Promise((resolve) => {
    let tries = 0;
    const look = () => {
      tries += 1;
      const tag = probe();
      if (tag !== undefined) resolve(tag);
      else if (tries >= wait.attempts) resolve(null);
      else schedule(look, wait.intervalMs);
    };
    look();
  });
}
