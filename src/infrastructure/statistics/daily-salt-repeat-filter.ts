import { createHmac, randomBytes } from 'node:crypto';
import type { RepeatFilter } from '../../application/platform/statistics/repeat-filter.port';

/** How many visitors a worker remembers per day; beyond that a repeat may count again (never a visitor twice stored). */
export const MAX_REMEMBERED = 200_000;

/**
 * RepeatFilter in this worker's memory: a keyed hash under a random salt made for the day, which is
 * forgotten with the day's hashes when the day changes. Nothing is written anywhere, so no hash can ever
 * be tied back to an address. Each worker has its own: across workers a visitor may count once per worker.
 */
export class DailySaltRepeatFilter implements RepeatFilter {
  private day = '';
  private salt = randomBytes(32);
  private seen = new Set<string>();

  firstToday(day: string, parts: readonly string[]): boolean {
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(32);
      this.seen = new Set();
    }
    const hash = createHmac('sha256', this.salt).update(parts.join('\n')).digest('base64url');
    if (this.seen.has(hash)) return false;
    if (this.seen.size < MAX_REMEMBERED) this.seen.add(hash);
    return true;
  }
}
