import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FREQUENCY_MS,
  UNCONFIRMED_ALERT_TTL_MS,
  firstDueAt,
  isDue,
  isUnconfirmedExpired,
  nextDueAt,
  rescheduledDueAt,
} from '../../../../src/domain/alerts/alert-schedule';

const frequency = fc.constantFrom('daily' as const, 'weekly' as const);
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
const DAY = 86_400_000;

describe('alert schedule', () => {
  it('intervals are spec §9 alert intervals: 86400 s and 604800 s', () => {
    expect(FREQUENCY_MS).toEqual({ daily: 86_400_000, weekly: 604_800_000 });
  });

  it('the first digest is one interval after the alert starts', () => {
    const start = new Date('2026-11-20T07:00:00Z');
    expect(firstDueAt('daily', start).toISOString()).toBe('2026-11-21T07:00:00.000Z');
    expect(firstDueAt('weekly', start).toISOString()).toBe('2026-11-27T07:00:00.000Z');
  });

  it('is due only when confirmed and its time has come', () => {
    const now = new Date('2026-11-20T07:00:00Z');
    expect(isDue({ confirmedAt: now, nextDueAt: now }, now)).toBe(true);
    expect(isDue({ confirmedAt: now, nextDueAt: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(isDue({ confirmedAt: null, nextDueAt: now }, now)).toBe(false);
    expect(isDue({ confirmedAt: now, nextDueAt: null }, now)).toBe(false);
  });

  it('next due time: on the same rhythm, the first one strictly after the run (missed runs are not made up)', () => {
    fc.assert(
      fc.property(frequency, instant, fc.integer({ min: -3 * DAY, max: 60 * DAY }), (f, due, late) => {
        const now = new Date(due + late);
        const next = nextDueAt(f, new Date(due), now);
        const step = FREQUENCY_MS[f];
        expect(next.getTime()).toBeGreaterThan(now.getTime());
        expect((next.getTime() - due) % step).toBe(0);
        // the first such time: one step earlier is not after the run (or is the old due time itself)
        expect(next.getTime() - step <= now.getTime() || next.getTime() - step === due).toBe(true);
      }),
    );
  });

  it('a daily alert due at 07:00 run at 07:03 stays a 07:00 alert', () => {
    const next = nextDueAt('daily', new Date('2026-11-20T07:00:00Z'), new Date('2026-11-20T07:03:00Z'));
    expect(next.toISOString()).toBe('2026-11-21T07:00:00.000Z');
  });

  it('after the site was down for three days a daily alert is due the next morning, once', () => {
    const next = nextDueAt('daily', new Date('2026-11-20T07:00:00Z'), new Date('2026-11-23T09:00:00Z'));
    expect(next.toISOString()).toBe('2026-11-24T07:00:00.000Z');
  });

  it('a changed frequency counts from the jobs already covered, never from the past', () => {
    fc.assert(
      fc.property(frequency, instant, fc.integer({ min: 0, max: 30 * DAY }), (f, covered, since) => {
        const now = new Date(covered + since);
        const due = rescheduledDueAt(f, new Date(covered), now);
        expect(due.getTime()).toBe(Math.max(covered + FREQUENCY_MS[f], now.getTime()));
      }),
    );
    // weekly switched to daily on day 5: due at once, not five times
    expect(rescheduledDueAt('daily', new Date('2026-11-15T07:00:00Z'), new Date('2026-11-20T10:00:00Z')).toISOString()).toBe(
      '2026-11-20T10:00:00.000Z',
    );
  });

  it('unconfirmed alerts expire after seven days; confirmed ones never', () => {
    const created = new Date('2026-11-01T00:00:00Z');
    const justBefore = new Date(created.getTime() + UNCONFIRMED_ALERT_TTL_MS - 1);
    const at = new Date(created.getTime() + UNCONFIRMED_ALERT_TTL_MS);
    expect(isUnconfirmedExpired({ confirmedAt: null, createdAt: created }, justBefore)).toBe(false);
    expect(isUnconfirmedExpired({ confirmedAt: null, createdAt: created }, at)).toBe(true);
    expect(isUnconfirmedExpired({ confirmedAt: created, createdAt: created }, new Date('2030-01-01'))).toBe(false);
  });
});
