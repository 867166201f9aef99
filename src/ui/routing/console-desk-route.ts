import { sessionRequired } from './account-routes';
import { FORM_CODE, FORM_FIELD_ERRORS } from './console-search';
import { searchReader } from './search-values';

/*
 * What the console's desks (configuration, consent, shop, legal pages…) share in their route files:
 * reading the answer of a plain form out of the address, and sending guests to sign in.
 */

export interface DeskFormAnswer {
  readonly notice?: string;
  readonly error?: string;
  readonly fieldErrors?: string;
}

/**
 * The notice, error and field errors a desk's form endpoint put into the address after its 303, kept
 * only when well-formed (anyone can type an address). `codeKeys` names further code-valued keys. Every
 * key is in the answer, `undefined` when absent or refused (see `searchReader`).
 */
export function deskFormAnswer<K extends string = never>(
  search: Record<string, unknown>,
  codeKeys: readonly K[] = [],
): DeskFormAnswer & { readonly [P in K]?: string } {
  const codes = Object.fromEntries(codeKeys.map((key) => [key, FORM_CODE]));
  return searchReader({ ...codes, notice: FORM_CODE, error: FORM_CODE, fieldErrors: FORM_FIELD_ERRORS })(search) as DeskFormAnswer & {
    readonly [P in K]?: string;
  };
}

/** A desk's `fieldErrors` (`field:CODE,…`, as its form endpoint writes them) as field → code. */
export function deskFieldErrors(text: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (text ?? '')
      .split(',')
      .map((pair) => pair.split(':'))
      .filter((p): p is [string, string] => p.length === 2 && Boolean(p[0]) && Boolean(p[1])),
  );
}

/** Guests (the platform answered UNAUTHENTICATED) go to sign-in and come back; other refusals are the page's to show. */
export function requireSignedIn<T>(data: T, errors: readonly string[], publicHref: string): T {
  if (errors[0] === 'UNAUTHENTICATED') throw sessionRequired(publicHref);
  return data;
}
