import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PENDING_BOOKMARK_KEY,
  PENDING_BOOKMARK_TTL_MS,
  rememberPendingBookmark,
  takePendingBookmark,
} from '../../../src/ui/components/bookmarks/pending-bookmark';

class FakeStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, String(v));
  removeItem = (k: string) => void this.items.delete(k);
}

const jobIds = fc.bigInt({ min: 1n, max: 10n ** 18n - 1n }).map(String);
const paths = fc.webPath();
const START = Date.UTC(2026, 10, 23);

describe('a guest bookmark waiting through the login', () => {
  it('is taken once, on the page the login returns to, within the time allowed', () => {
    fc.assert(
      fc.property(jobIds, paths, fc.integer({ min: 0, max: PENDING_BOOKMARK_TTL_MS }), (jobId, path, later) => {
        const storage = new FakeStorage();
        rememberPendingBookmark(storage, jobId, path, START);
        expect(takePendingBookmark(storage, path, START + later)).toBe(jobId);
        expect(takePendingBookmark(storage, path, START + later)).toBeNull();
      }),
    );
  });

  it('bookmarks nothing on another page, and is gone afterwards', () => {
    fc.assert(
      fc.property(jobIds, paths, paths, (jobId, path, elsewhere) => {
        fc.pre(path !== elsewhere);
        const storage = new FakeStorage();
        rememberPendingBookmark(storage, jobId, path, START);
        expect(takePendingBookmark(storage, elsewhere, START)).toBeNull();
        expect(takePendingBookmark(storage, path, START)).toBeNull();
      }),
    );
  });

  it('bookmarks nothing after a login abandoned for longer than the time allowed', () => {
    const storage = new FakeStorage();
    rememberPendingBookmark(storage, '42', '/job/koch', START);
    expect(takePendingBookmark(storage, '/job/koch', START + PENDING_BOOKMARK_TTL_MS + 1)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('ignores whatever else the entry holds, and a browser without storage', () => {
    for (const raw of [
      'not json',
      '{}',
      'null',
      '3',
      '"x"',
      JSON.stringify({ jobId: '1; drop', path: '/job/a', at: START }),
      JSON.stringify({ jobId: 7, path: '/job/a', at: START }),
    ]) {
      const storage = new FakeStorage();
      storage.setItem(PENDING_BOOKMARK_KEY, raw);
      expect(takePendingBookmark(storage, '/job/a', START)).toBeNull();
      expect(storage.items.size).toBe(0);
    }
    expect(takePendingBookmark(null, '/job/a', START)).toBeNull();
    const refusing = {
      ...new FakeStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberPendingBookmark(refusing, '1', '/job/a', START)).not.toThrow();
  });
});
