/*
 * The staff console's `datetime-local` fields (a blog post's publication, a home page pick's start and
 * end) mean the board's wall clock, as every date the console prints does.
 */

/** The board's region: a `datetime-local` in the console means this wall clock, as every date the console prints does. */
export const CONSOLE_TIME_ZONE = 'Europe/Berlin';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Minutes the zone is ahead of UTC at this instant (Berlin: 60 in winter, 120 in summer). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - Math.floor(instant / 60_000) * 60_000) / 60_000;
}

/**
 * `2026-12-24T09:30` as a `datetime-local` field sends it, read on the console's wall clock, as an ISO
 * instant; null when it is no such value (the platform then names the field).
 */
export function consoleLocalToIso(local: string, timeZone = CONSOLE_TIME_ZONE): string | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guessed instant, then again at the corrected one (the two differ only around a clock change).
  const first = asUtc - zoneOffsetMinutes(asUtc, timeZone) * 60_000;
  const iso = new Date(asUtc - zoneOffsetMinutes(first, timeZone) * 60_000).toISOString();
  // A day that does not exist (30 February) or an hour skipped by the clock change does not come back as typed.
  return isoToConsoleLocal(iso, timeZone) === local ? iso : null;
}

/** An ISO instant as the console's `datetime-local` value (`2026-12-24T09:30`). */
export function isoToConsoleLocal(iso: string, timeZone = CONSOLE_TIME_ZONE): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  return new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000).toISOString().slice(0, 16);
}
