import { JOB_STATES } from '../../domain/job/job';

export const MANAGER_STATES = [...JOB_STATES, 'expired'] as const;

export interface JobManagerSearch {
  readonly search?: string | undefined;
  readonly state?: (typeof MANAGER_STATES)[number] | undefined;
  readonly page?: number | undefined;
  readonly review?: boolean | undefined;
}

/**
 * `?id=` of the wizard pages, kept as a number: the router writes a string that looks like a number
 * back into the address in quotes (`?id=%22641%22`), a number stays `?id=641`. Job ids stay far below 2^53.
 */
export const jobIdOf = (value: unknown): number | undefined => {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
};

/** `?error=` / `?notice=` codes of a redirect: short upper/lower-case words only (they become i18n keys). */
export const codeOf = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[A-Za-z_]{1,60}$/.test(value) ? value : undefined;

export interface WizardSearch {
  readonly id?: number | undefined;
  readonly error?: string | undefined;
  readonly notice?: string | undefined;
  /** `field:CODE,…` of a refused plain-form post. */
  readonly problems?: string | undefined;
}

export const parseWizardSearch = (search: Record<string, unknown>): WizardSearch => ({
  id: jobIdOf(search.id),
  error: codeOf(search.error),
  notice: codeOf(search.notice),
  problems: typeof search.problems === 'string' && /^[A-Za-z0-9_.:,]{1,800}$/.test(search.problems) ? search.problems : undefined,
});

/** The problems of `?problems=` as field and code. */
export const problemsOf = (value: string | undefined): Array<{ field: string; code: string }> =>
  (value ?? '')
    .split(',')
    .map((pair) => pair.split(':'))
    .filter((p): p is [string, string] => p.length === 2 && Boolean(p[0]) && Boolean(p[1]))
    .map(([field, code]) => ({ field, code }));

export const parseManagerSearch = (
  search: Record<string, unknown>,
): JobManagerSearch & { error?: string | undefined; notice?: string | undefined } => {
  const page = typeof search.page === 'number' ? search.page : Number(search.page);
  const state =
    typeof search.state === 'string' && (MANAGER_STATES as readonly string[]).includes(search.state)
      ? (search.state as JobManagerSearch['state'])
      : undefined;
  const text =
    typeof search.search === 'string' ? search.search.slice(0, 100) : typeof search.search === 'number' ? String(search.search) : undefined;
  return {
    search: text || undefined,
    state,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
    review: search.review === true || search.review === 'true' ? true : undefined,
    error: codeOf(search.error),
    notice: codeOf(search.notice),
  };
};
