import type { Board } from '../../infrastructure/di/board';
import {
  type BodyKind,
  type FormPost,
  type FormPostProblem,
  type FormPostRefusal,
  type SpoolLimits,
  SMALL_FORM_LIMITS,
} from '../../infrastructure/di/form-posts.module';
import { CSRF_COOKIE, readCookie, SESSION_COOKIE } from './auth/auth-cookies';

export type { FormPost, FormPostRefusal } from '../../infrastructure/di/form-posts.module';

/** What a form endpoint accepts; the defaults fit a small form without files. */
export interface PostRules {
  readonly accepts?: readonly BodyKind[];
  readonly limits?: SpoolLimits;
  /** The double-submit token is required (default); false for forms carrying a signed link token instead. */
  readonly token?: boolean;
  /** Refused on its headers without a session cookie (the platform decides the rest). */
  readonly signedIn?: boolean;
  readonly acceptsHead?: (field: string, head: Uint8Array) => boolean;
  /** Taken in read-only mode too (it writes nothing on the platform, or it is the switch that ends the mode). */
  readonly duringReadOnly?: boolean;
}

/**
 * Reads a form endpoint's post through the one reader (board.formPosts): same origin, session cookie,
 * content type and the CSRF token are checked before the body (or its files) is read, and the body is
 * bounded while it streams. The caller disposes of the post once handled (its files are temporary).
 */
export async function readPost(
  request: Request,
  b: Pick<Board, 'formPosts' | 'csrfGuard' | 'readOnlyNotice' | 'site'>,
  rules: PostRules = {},
): Promise<{ ok: true; post: FormPost } | { ok: false; refusal: FormPostRefusal }> {
  // Read-only mode: refused on its headers, before the body, with the page's way back; the platform
  // refuses every write anyway, this only spares the body and names the reason.
  if (!rules.duringReadOnly && (await b.readOnlyNotice.isOn({ site: b.site.key, locale: b.site.defaultLocale })))
    return { ok: false, refusal: { problem: 'read-only', status: 503, bytesRead: 0, fields: [] } };
  const cookies = request.headers.get('cookie');
  const csrfCookie = readCookie(cookies, CSRF_COOKIE);
  return b.formPosts.read(request, {
    accepts: rules.accepts ?? ['multipart', 'urlencoded'],
    limits: rules.limits ?? SMALL_FORM_LIMITS,
    ...(rules.token === false ? {} : { verifyToken: (token: string) => b.csrfGuard.csrf.verify(csrfCookie, token) }),
    ...(rules.signedIn ? { sessionRequired: { present: readCookie(cookies, SESSION_COOKIE) !== null } } : {}),
    ...(rules.acceptsHead ? { acceptsHead: rules.acceptsHead } : {}),
  });
}

/** The text fields of a read post, or those read before it was refused (first value per name). */
export function fieldsOf(read: { ok: true; post: FormPost } | { ok: false; refusal: FormPostRefusal }): Record<string, string> {
  if (read.ok) return read.post.record();
  const out: Record<string, string> = {};
  for (const [key, value] of read.refusal.fields) if (!Object.hasOwn(out, key)) out[key] = value;
  return out;
}

/** `json=true` in the query or the post, or an Accept of JSON: the page's script wants JSON, not a 303. */
export const wantsJson = (request: Request, post?: FormPost): boolean =>
  new URL(request.url).searchParams.get('json') === 'true' ||
  post?.get('json') === 'true' ||
  (request.headers.get('accept') ?? '').startsWith('application/json');

/** One refusal or problem of a posted form, as pages show it: the field (or none), a stable code, the file or question. */
export interface FormProblem {
  readonly field: string | null;
  readonly code: string;
  readonly detail?: string | null | undefined;
}

export type FormOutcome =
  | { readonly ok: true; readonly url: string; readonly extra?: Readonly<Record<string, unknown>> }
  | {
      readonly ok: false;
      readonly status: number;
      readonly url: string;
      /** The outcome's code for the page's script; default: the first problem's. */
      readonly error?: string;
      readonly errors: readonly FormProblem[];
    };

/**
 * The one answer of every form endpoint. For a plain form a 303 to `url` (the next page, or the form
 * with its problems in the address); for the page's script `{ ok, url, error, errors }` as JSON with
 * the outcome's status (`error` is the first problem's code), refused input (422) as 200. A refused post that was not read to its
 * end closes the connection, so the rest of its body is never read.
 */
export function formAnswer(
  json: boolean,
  outcome: FormOutcome,
  options: { cookies?: readonly string[]; close?: boolean; retryAfterSeconds?: number } = {},
): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of options.cookies ?? []) headers.append('Set-Cookie', cookie);
  if (options.close) headers.set('Connection', 'close');
  if (options.retryAfterSeconds !== undefined) headers.set('Retry-After', String(options.retryAfterSeconds));
  if (json) {
    headers.set('Content-Type', 'application/json; charset=utf-8');
    const body = outcome.ok
      ? { ok: true, url: outcome.url, ...outcome.extra }
      : { ok: false, url: outcome.url, error: outcome.error ?? outcome.errors[0]?.code ?? 'Default', errors: outcome.errors };
    // Refused input (422) is an ordinary answer to the page's script: 200 with `ok: false`.
    const status = outcome.ok || outcome.status === 422 ? 200 : outcome.status;
    return new Response(JSON.stringify(body), { status, headers });
  }
  headers.set('Location', outcome.url);
  return new Response(null, { status: 303, headers });
}

/** Each endpoint names the reader's refusals with the codes its page has messages for. */
export type RefusalCodes = Readonly<Record<FormPostProblem, string | ((field: string) => string)>>;

export const DEFAULT_REFUSAL_CODES: RefusalCodes = {
  'cross-site': 'CSRF',
  token: 'CSRF',
  session: 'SIGN_IN_REQUIRED',
  'content-type': 'BAD_REQUEST',
  unreadable: 'BAD_REQUEST',
  'too-large': 'REQUEST_TOO_LARGE',
  'field-too-long': 'REQUEST_TOO_LARGE',
  'too-many-files': 'TOO_MANY_FILES',
  'file-too-large': 'FILE_TOO_LARGE',
  'file-type': 'FILE_TYPE_NOT_ALLOWED',
  busy: 'BUSY',
  'read-only': 'READ_ONLY',
};

/** A refusal of the reader as the form's problem. */
export function refusalProblem(refusal: FormPostRefusal, codes: Partial<RefusalCodes> = {}): FormProblem {
  const code = { ...DEFAULT_REFUSAL_CODES, ...codes }[refusal.problem];
  const field = refusal.field ?? null;
  return {
    field,
    code: typeof code === 'function' ? code(field ?? '') : code,
    ...(refusal.fileName ? { detail: refusal.fileName.slice(0, 200) } : {}),
  };
}

/**
 * The answer to a refused post: its problem, back to the page `back` names for it (a plain form carries
 * the problem in that address), and the connection closed so the rest of the body is never read. A
 * busy refusal says when to come back (Retry-After); the page's script gets its 503, a plain form the
 * redirect back to the form (a browser shows no page for a 503 that redirects).
 */
export function refusalAnswer(
  json: boolean,
  refusal: FormPostRefusal,
  back: (problem: FormProblem) => string,
  codes?: Partial<RefusalCodes>,
  options: { cookies?: readonly string[] } = {},
): Response {
  const problem = refusalProblem(refusal, codes);
  return formAnswer(
    json,
    { ok: false, status: refusal.status, url: back(problem), errors: [problem] },
    {
      ...options,
      close: true,
      ...(refusal.retryAfterSeconds !== undefined ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}),
    },
  );
}

/** The platform's `field:CODE` refusals as form problems. */
export const fieldProblems = (fieldErrors: readonly string[]): FormProblem[] =>
  fieldErrors.map((e) => {
    const [field = '', code = 'INVALID'] = e.split(':');
    return { field, code };
  });

/**
 * A desk's form the platform refused. A plain form gets a 303 back to the form, with the error and each
 * field's code in the address (`back` builds it from those parameters), and what was typed in its
 * short-lived cookie (`typedCookie`). The page's script gets the problems as JSON.
 */
export function refusedFormAnswer(
  json: boolean,
  refusal: { readonly code: string; readonly status: number; readonly problems: readonly FormProblem[] },
  back: (params: Record<string, string>) => string,
  typedCookie: string,
): Response {
  const fieldErrors = refusal.problems
    .filter((p) => p.field !== null)
    .map((p) => `${p.field}:${p.code}`)
    .join(',');
  return formAnswer(
    json,
    {
      ok: false,
      status: refusal.status,
      url: back({ error: refusal.code, ...(fieldErrors ? { fieldErrors } : {}) }),
      error: refusal.code,
      errors: refusal.problems.length > 0 ? refusal.problems : [{ field: null, code: refusal.code }],
    },
    { cookies: json ? [] : [typedCookie] },
  );
}
