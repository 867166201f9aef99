import { SALARY_UNITS, type SalaryUnit } from '../job/job';

export interface SalaryFacts {
  readonly min: number | null;
  readonly max: number | null;
  readonly currency: string | null;
  readonly unit: SalaryUnit | null;
}

const NONE: SalaryFacts = { min: null, max: null, currency: null, unit: null };
const PER = /^(?:(from|up to) )?(\d+)(?:-(\d+))? ([A-Z]{3}) per (hour|day|week|month|year)$/i;

/**
 * Reads back the salary line the board's own feed writes (`45000-55000 EUR per year`, `from 45000 EUR
 * per year`, `up to 18 EUR per hour`, `3500 EUR per month`). Other wording in a source's salary field
 * is not guessed at: the job is imported without a salary.
 */
export function readIndeedSalary(text: string | null): SalaryFacts {
  const match = PER.exec((text ?? '').trim().replace(/\s+/g, ' '));
  if (!match) return NONE;
  const [, bound, first, second, currency, unitWord] = match;
  const unit = unitWord?.toUpperCase() as SalaryUnit;
  if (!(SALARY_UNITS as readonly string[]).includes(unit) || first === undefined || currency === undefined) return NONE;
  const low = Number(first);
  const high = second === undefined ? low : Number(second);
  if (!Number.isSafeInteger(low) || !Number.isSafeInteger(high)) return NONE;
  const facts = { currency: currency.toUpperCase(), unit };
  if (second !== undefined) return bound ? NONE : { ...facts, min: low, max: high };
  if (bound?.toLowerCase() === 'from') return { ...facts, min: low, max: null };
  if (bound?.toLowerCase() === 'up to') return { ...facts, min: null, max: low };
  return { ...facts, min: low, max: low };
}
