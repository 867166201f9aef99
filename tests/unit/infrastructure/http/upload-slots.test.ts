import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_UPLOAD_SLOTS, uploadSlots, uploadSlotSettings } from '../../../../src/infrastructure/http/form-post/upload-slots';

describe('upload slots of one process', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets N bodies in at once; the N+1st waits and gets nothing once its wait is over', async () => {
    const slots = uploadSlots({ concurrency: 2, waitMs: 1_000 });
    const first = await slots.acquire();
    const second = await slots.acquire();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    let third: (() => void) | null | undefined;
    void slots.acquire().then((r) => {
      third = r;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(third).toBeUndefined();
    expect(slots.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(third).toBeNull();
    expect(slots.waiting).toBe(0);
    expect(slots.inUse).toBe(2);
  });

  it('hands a freed slot to the longest waiting body, and a release counts once', async () => {
    const slots = uploadSlots({ concurrency: 1, waitMs: 10_000 });
    const first = await slots.acquire();
    const order: string[] = [];
    const second = slots.acquire().then((r) => {
      order.push('second');
      return r;
    });
    const third = slots.acquire().then((r) => {
      order.push('third');
      return r;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(order).toEqual([]);
    first?.();
    first?.(); // a second release of the same slot frees nothing more
    const release2 = await second;
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['second']);
    expect(slots.inUse).toBe(1);
    release2?.();
    expect(await third).toBeTypeOf('function');
    expect(order).toEqual(['second', 'third']);
  });

  it('frees the slot count once every body is done, so later bodies go straight in', async () => {
    const slots = uploadSlots({ concurrency: 3, waitMs: 0 });
    const releases = await Promise.all([slots.acquire(), slots.acquire(), slots.acquire()]);
    expect(await slots.acquire()).toBeNull(); // no wait at all with UPLOAD_QUEUE_WAIT_MS=0
    for (const release of releases) release?.();
    expect(slots.inUse).toBe(0);
    expect(await slots.acquire()).toBeTypeOf('function');
  });

  it('asks a refused client to come back after the wait, never sooner than 5 s', () => {
    expect(uploadSlots({ concurrency: 1, waitMs: 20_000 }).retryAfterSeconds).toBe(20);
    expect(uploadSlots({ concurrency: 1, waitMs: 0 }).retryAfterSeconds).toBe(5);
  });
});

describe('upload slot settings from the environment', () => {
  it('has sane defaults when nothing (or an empty value) is set', () => {
    expect(uploadSlotSettings({})).toEqual(DEFAULT_UPLOAD_SLOTS);
    expect(uploadSlotSettings({ UPLOAD_CONCURRENCY: '', UPLOAD_QUEUE_WAIT_MS: '' })).toEqual(DEFAULT_UPLOAD_SLOTS);
  });

  it('takes whole numbers in range', () => {
    expect(uploadSlotSettings({ UPLOAD_CONCURRENCY: '8', UPLOAD_QUEUE_WAIT_MS: '0' })).toEqual({ concurrency: 8, waitMs: 0 });
  });

  it.each([
    ['UPLOAD_CONCURRENCY', '0'],
    ['UPLOAD_CONCURRENCY', 'many'],
    ['UPLOAD_CONCURRENCY', '2.5'],
    ['UPLOAD_QUEUE_WAIT_MS', '-1'],
    ['UPLOAD_QUEUE_WAIT_MS', '600000'],
  ])('refuses %s=%s with one readable line naming it', (name, value) => {
    expect(() => uploadSlotSettings({ [name]: value })).toThrow(new RegExp(`^Invalid upload configuration: ${name}: `));
  });
});
