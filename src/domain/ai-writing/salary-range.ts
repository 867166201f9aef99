import type { SalaryUnit } from '../job/job';
import type { Locale } from '../shared/locale';

const PER: Record<Locale, Record<SalaryUnit, string>> = {
  'en-GB': { HOUR: 'an hour', DAY: 'a day', WEEK: 'a week', MONTH: 'a month', YEAR: 'a year' },
  de: { HOUR: 'pro Stunde', DAY: 'pro Tag', WEEK: 'pro Woche', MONTH: 'pro Monat', YEAR: 'pro Jahr' },
  fr: { HOUR: 'par heure', DAY: 'par jour', WEEK: 'par semaine', MONTH: 'par mois', YEAR: 'par an' },
};

/**
 * The salary range of a job as a prompt states it ("45000–55000 EUR a year"); empty when the job has
 * no figure. One bound alone is still a range the advertisement should name ("from", "up to").
 */
export function salaryRangeText(min: number | null, max: number | null, currency: string, unit: SalaryUnit, locale: Locale): string {
  if (min === null && max === null) return '';
  const from = { 'en-GB': 'from', de: 'ab', fr: 'à partir de' }[locale];
  const upTo = { 'en-GB': 'up to', de: 'bis', fr: 'jusqu’à' }[locale];
  const amount = min !== null && max !== null ? `${min}–${max}` : min !== null ? `${from} ${min}` : `${upTo} ${max}`;
  return `${amount} ${currency.toUpperCase()} ${PER[locale][unit]}`.trim();
}
