import { describe, expect, it } from 'vitest';
import { consoleLocalToIso, isoToConsoleLocal } from '../../../src/ui/forms/console-wall-clock';

describe('the console’s date-time fields on the German wall clock', () => {
  it('reads winter and summer times with their own offsets, and prints them back', () => {
    expect(consoleLocalToIso('2026-12-24T09:30')).toBe('2026-12-24T08:30:00.000Z');
    expect(consoleLocalToIso('2027-07-01T09:30')).toBe('2027-07-01T07:30:00.000Z');
    expect(isoToConsoleLocal('2026-12-24T08:30:00.000Z')).toBe('2026-12-24T09:30');
    expect(isoToConsoleLocal('2027-07-01T07:30:00.000Z')).toBe('2027-07-01T09:30');
  });

  it('refuses what is no time: another format, a day that does not exist, an hour the clock skips', () => {
    expect(consoleLocalToIso('')).toBeNull();
    expect(consoleLocalToIso('24.12.2026 09:30')).toBeNull();
    expect(consoleLocalToIso('2027-02-30T10:00')).toBeNull();
    expect(consoleLocalToIso('2027-03-28T02:30')).toBeNull();
  });
});
