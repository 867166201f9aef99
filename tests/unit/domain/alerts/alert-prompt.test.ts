import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALERT_PROMPT_INTERVAL_MS, readPromptMemory, shouldShowAlertPrompt } from '../../../../src/domain/alerts/alert-prompt';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 20, 12);

describe('job-alert prompt (spec §9: at most every 10 days)', () => {
  it('the interval is ten days', () => {
    expect(ALERT_PROMPT_INTERVAL_MS).toBe(10 * DAY);
  });

  it('shows on the first visit, not again within ten days, again after them', () => {
    expect(shouldShowAlertPrompt({ lastShownAt: null, now, hasAlertForSearch: false })).toBe(true);
    expect(shouldShowAlertPrompt({ lastShownAt: now - 1, now, hasAlertForSearch: false })).toBe(false);
    expect(shouldShowAlertPrompt({ lastShownAt: now - 10 * DAY + 1, now, hasAlertForSearch: false })).toBe(false);
    expect(shouldShowAlertPrompt({ lastShownAt: now - 10 * DAY, now, hasAlertForSearch: false })).toBe(true);
  });

  it('never to someone who has an alert for the search', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 0, max: now * 2 }), { nil: null }), (lastShownAt) => {
        expect(shouldShowAlertPrompt({ lastShownAt, now, hasAlertForSearch: true })).toBe(false);
      }),
    );
  });

  it('shown iff ten days have passed (or the stored time lies in the future)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: now * 2 }), (lastShownAt) => {
        const shown = shouldShowAlertPrompt({ lastShownAt, now, hasAlertForSearch: false });
        expect(shown).toBe(lastShownAt > now || now - lastShownAt >= ALERT_PROMPT_INTERVAL_MS);
      }),
    );
  });

  it('reads only plausible stored times', () => {
    expect(readPromptMemory(String(now))).toBe(now);
    for (const raw of [null, undefined, '', 'abc', '-5', '0', '1e12', '12.5', '9'.repeat(20)]) expect(readPromptMemory(raw)).toBeNull();
  });
});
