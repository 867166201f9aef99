import { MANAGER_STATES, type JobManagerSearch } from '../pages/job-posting/job-manager-page';

/** `?id=` of the wizard pages (the router may hand a numeric id over as a number). */
export const jobIdOf = (value: unknown): string | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,18}$/.test(text) ? text : undefined;
};

/** `?error=` / `?notice=` codes of a redirect: short upper/lower-case words only (they become i18n keys). */
export const codeOf = (value: unknown): string | undefined => (typeof value === 'string' && /^[A-Za-z_]{1,60}$/.test(value) ? value : undefined);

export interface WizardSearch {
  readonly id?: string | undefined;
  readonly error?: string | undefined;
  readonly notice?: string | undefined;
}

export const parseWizardSearch = (search: Record<string, unknown>): WizardSearch => ({ id: jobIdOf(search.id), error: codeOf(search.error), notice: codeOf(search.notice) });

export const parseManagerSearch = (search: Record<string, unknown>): JobManagerSearch & { error?: string | undefined; notice?: string | undefined } => {
  const page = typeof search.page === 'number' ? search.page : Number(search.page);
  const state = typeof search.state === 'string' && (MANAGER_STATES as readonly string[]).includes(search.state) ? (search.state as JobManagerSearch['state']) : undefined;
  const text = typeof search.search === 'string' ? search.search.slice(0, 100) : typeof search.search === 'number' ? String(search.search) : undefined;
  return {
    search: text || undefined,
    state,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
    review: search.review === true || search.review === 'true' ? true : undefined,
    error: codeOf(search.error),
    notice: codeOf(search.notice),
  };
};
