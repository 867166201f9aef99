import { sessionRequired } from './account-routes';

/*
 * What the console's desks (configuration, consent, shop, legal pages…) share in their route files:
 * reading the answer of a plain form out of the address, and sending guests to sign in.
 */

const CODE = /^[A-Za-z_]{1,40}$/;
const FIELD_ERRORS = /^[A-Za-z:_,]{1,300}$/;

export interface DeskFormAnswer {
  readonly notice?: string;
  readonly error?: string;
  readonly fieldErrors?: string;
}

/**
 * The notice, error and field errors a desk's form endpoint put into the address after its 303, kept
 * only when well-formed (anyone can type an address). `codeKeys` names further code-valued keys. Every
 * key is in the answer, `undefined` when absent or refused: the router lays the validated values over
 * the raw query, so a key left out would let its raw value through.
 */
export function deskFormAnswer<K extends string = never>(
  search: Record<string, unknown>,
  codeKeys: readonly K[] = [],
): DeskFormAnswer & { readonly [P in K]?: string } {
  const out: Record<string, string | undefined> = {};
  for (const key of ['notice', 'error', ...codeKeys]) {
    const value = search[key];
    out[key] = typeof value === 'string' && CODE.test(value) ? value : undefined;
  }
  out.fieldErrors = typeof search.fieldErrors === 'string' && FIELD_ERRORS.test(search.fieldErrors) ? search.fieldErrors : undefined;
  return out as DeskFormAnswer & { readonly [P in K]?: string };
}

/** Guests (the platform answered UNAUTHENTICATED) go to sign-in and come back; other refusals are the page's to show. */
export function requireSignedIn<T>(data: T, errors: readonly string[], publicHref: string): T {
  if (errors[0] === 'UNAUTHENTICATED') throw sessionRequired(publicHref);
  return data;
}
