/**
 * A wording's instant as staff typed it: in UTC, with the zone named. Intl refuses `timeZoneName`
 * together with `dateStyle`/`timeStyle` (a RangeError that blanked the whole page), so the parts are
 * named one by one.
 */
export const utcDateTime = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
