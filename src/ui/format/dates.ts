import type { Locale } from '../../domain/shared/locale';
import { dateFormat } from './intl-cache';

/**
 * A calendar date in the locale (`14.03.2025`, `14/03/2025`). Always in Europe/Berlin so server and
 * browser print the same day and hydration matches.
 */
export function formatDate(iso: string | null, locale: Locale): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(date);
}

/** A date and time in the locale, in Europe/Berlin (the board's region), e.g. `14.03.2025, 09:00`. */
export function formatDateTime(iso: string | null, locale: Locale): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(date);
}
