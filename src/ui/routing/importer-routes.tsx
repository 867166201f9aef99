import { notFound } from '@tanstack/react-router';
import { sessionRequired } from './account-routes';

/*
 * What the importer routes of both areas share (staff under /admin/importers, an organization's owner
 * under /job-manager/imports): the answer to a refusal and the query of a plain form's answer.
 */

/** Guests sign in; anyone the platform refuses gets the not-found page (nothing tells them the page exists). */
export function throwImporterRefusal(errors: readonly string[], publicHref: string): void {
  const code = errors[0];
  if (!code) return;
  if (code === 'UNAUTHENTICATED') throw sessionRequired(publicHref);
  throw notFound();
}

export interface ImporterSearch {
  notice?: string;
  error?: string;
  fieldErrors?: string;
}

export const validateImporterSearch = (search: Record<string, unknown>): ImporterSearch => ({
  ...(typeof search.notice === 'string' ? { notice: search.notice.slice(0, 20) } : {}),
  ...(typeof search.error === 'string' ? { error: search.error.slice(0, 40) } : {}),
  ...(typeof search.fieldErrors === 'string' ? { fieldErrors: search.fieldErrors.slice(0, 300) } : {}),
});

export const importerFieldErrors = (search: ImporterSearch) => parseImporterFieldErrors(search.fieldErrors);

/** `?fieldErrors=field~CODE,…` of a refused plain post, as field → code. */
function parseImporterFieldErrors(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (value ?? '').split(',').slice(0, 8)) {
    const [field, code] = part.split('~');
    if (field && code && /^[A-Za-z]{1,20}$/.test(field) && /^[A-Z_]{1,30}$/.test(code)) out[field] = code;
  }
  return out;
}
