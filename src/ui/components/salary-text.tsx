import { useTranslation } from 'react-i18next';
import type { Salary } from '../../domain/job/job';
import type { Locale } from '../../domain/shared/locale';
import { formatSalaryRange, salaryUnitKey } from '../format/salary';

/** The slice of i18next's `t` this needs (keeps the function testable without i18next). */
export type Translate = (key: string, options?: Record<string, string | number>) => string;

/** "45.000 – 55.000 € pro Jahr", "ab 3.000 € pro Monat"; nothing when the job names no amount. */
export function salaryLabel(salary: Salary | null, locale: Locale, t: Translate): string | null {
  if (!salary) return null;
  const range = formatSalaryRange(salary, locale);
  if (!range) return null;
  const amount =
    range.kind === 'from'
      ? t('salary.from', { amount: range.text })
      : range.kind === 'upTo'
        ? t('salary.upTo', { amount: range.text })
        : range.text;
  return `${amount} ${t(salaryUnitKey(salary.unit))}`;
}

/**
 * The salary's label in a component. A key alone goes to `t` alone: such texts are looked up once
 * (create-i18n.ts), not per card, which `t(key, {})` would defeat.
 */
export function useSalaryLabel(salary: Salary | null, locale: Locale): string | null {
  const { t } = useTranslation();
  return salaryLabel(salary, locale, (key, options) => (options ? t(key, options) : t(key)));
}

export function SalaryText({ salary, locale }: { salary: Salary | null; locale: Locale }) {
  return useSalaryLabel(salary, locale);
}
