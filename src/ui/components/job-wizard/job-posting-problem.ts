import type { TFunction } from 'i18next';

/** A job-posting code's message: a field problem's words, else the action's error, else "unavailable". */
export const jobPostingProblem =
  (t: TFunction) =>
  (code: string): string =>
    t(`jobWizard.problems.${code}`, {
      defaultValue: t(`jobWizard.errors.${code}`, { defaultValue: t('jobWizard.errors.UNAVAILABLE') }),
    });

/** Codes become i18n keys: short words only, so no address can name another message's key. */
export const isJobPostingCode = (code: string): boolean => /^[A-Za-z_]{1,60}$/.test(code);
