import { openAsBlob } from 'node:fs';
import { removeSpooled, spoolMultipart, type SpooledFile, type SpoolLimits, type SpoolRefusal } from './multipart-spool';
import { crossSiteProblem } from './same-origin';
import type { UploadSlots } from './upload-slots';

export type { SpooledFile, SpoolLimits } from './multipart-spool';

/** Forms without files (account, alert, workflow forms): one small bound for every one of them. */
export const SMALL_FORM_LIMITS: SpoolLimits = {
  maxBodyBytes: 64 * 1024,
  maxFileBytes: 0,
  maxFiles: 0,
  maxFieldBytes: 64 * 1024,
  maxFields: 200,
};

export type FormPostProblem =
  | 'cross-site'
  | 'token'
  | 'session'
  | 'content-type'
  | 'too-large'
  | 'field-too-long'
  | 'too-many-files'
  | 'file-too-large'
  | 'file-type'
  | 'unreadable'
  /** Every upload slot of this process stayed taken for the whole wait: send again later. */
  | 'busy'
  /** The platform is in read-only mode: no write is taken until staff turn it off. */
  | 'read-only';

/** Why a post was refused; `field`/`fileName` name the file part that was. */
export interface FormPostRefusal {
  readonly problem: FormPostProblem;
  readonly status: number;
  readonly field?: string;
  readonly fileName?: string;
  /** Bytes of the body read before the refusal (0: refused on its headers alone). */
  readonly bytesRead: number;
  /** Text fields read before the refusal (none when refused on the headers). */
  readonly fields: ReadonlyArray<readonly [string, string]>;
  /** Seconds to wait before sending again (a busy refusal's Retry-After). */
  readonly retryAfterSeconds?: number;
}

export type BodyKind = 'multipart' | 'urlencoded' | 'json';

/** What one endpoint accepts and how its caller is checked. */
export interface FormPostSpec {
  readonly accepts: readonly BodyKind[];
  readonly limits: SpoolLimits;
  /**
   * The double-submit check of the endpoint: given the token the form sent, whether it matches the
   * visitor's CSRF cookie. Omitted for forms that carry their own proof (signed mail links): then only
   * the same-origin signals are checked.
   */
  readonly verifyToken?: (token: string) => boolean;
  /** Posts that need a signed-in visitor are refused on their headers when there is no session cookie. */
  readonly sessionRequired?: { readonly present: boolean };
  /** The content check of a file part's first bytes (per form field). */
  readonly acceptsHead?: (field: string, head: Uint8Array) => boolean;
  /** Whether a same-origin check applies (false only for RFC 8058 one-click unsubscribes by mail providers). */
  readonly sameOrigin?: boolean;
}

/** A read post: its text fields and the files, already on disk in the upload area. */
export interface FormPost {
  readonly kind: BodyKind;
  /** The first value of a text field, or '' when there is none. */
  get(name: string): string;
  has(name: string): boolean;
  getAll(name: string): string[];
  /** Every text field, first value per name (what account forms read). */
  record(): Record<string, string>;
  entries(): ReadonlyArray<readonly [string, string]>;
  readonly files: readonly SpooledFile[];
  /** A file as a Blob backed by its temporary file (sent on without reading it into memory). */
  fileOf(file: SpooledFile): Promise<File>;
  /** Removes the temporary files; call once the post is handled, whatever the outcome. */
  dispose(): Promise<void>;
}

/** The token's field; forms send it before any file, so a post without it is refused before its files are read. */
export const CSRF_FIELD = 'csrfToken';
/** Bytes of a multipart body within which its token must have come (forms send it as their first field). */
export const TOKEN_WINDOW_BYTES = 64 * 1024;
/** Scripts may send the token as this header instead. */
export const CSRF_HEADER = 'x-csrf-token';

const STATUS: Record<FormPostProblem, number> = {
  'cross-site': 403,
  token: 403,
  session: 401,
  'content-type': 415,
  'too-large': 413,
  'field-too-long': 413,
  'too-many-files': 413,
  'file-too-large': 413,
  'file-type': 422,
  unreadable: 400,
  busy: 503,
  'read-only': 503,
};

/**
 * Bytes of a body read while no upload slot is free: enough for the text fields a form sends before its
 * files (what the refused form comes back with), never its files.
 */
export const BUSY_READ_BYTES = 256 * 1024;

const refusalOf = (
  why: SpoolRefusal | { problem: FormPostProblem },
  bytesRead: number,
  fields: ReadonlyArray<readonly [string, string]> = [],
): FormPostRefusal => ({ ...why, status: STATUS[why.problem], bytesRead, fields });

function kindOf(request: Request): BodyKind | null {
  const type = request.headers.get('content-type')?.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  if (type === 'application/json') return 'json';
  return null;
}

/** A small body, read up to `limit` bytes as they arrive; null once it grows past it. */
async function readSmall(body: ReadableStream<Uint8Array> | null, limit: number): Promise<{ text: string | null; bytesRead: number }> {
  if (!body) return { text: '', bytesRead: 0 };
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) return { text: null, bytesRead: size };
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return { text: Buffer.concat(chunks).toString('utf8'), bytesRead: size };
}

function postOf(kind: BodyKind, fields: ReadonlyArray<readonly [string, string]>, files: readonly SpooledFile[]): FormPost {
  return {
    kind,
    get: (name) => fields.find(([key]) => key === name)?.[1] ?? '',
    has: (name) => fields.some(([key]) => key === name),
    getAll: (name) => fields.filter(([key]) => key === name).map(([, value]) => value),
    record: () => {
      const out: Record<string, string> = {};
      for (const [key, value] of fields) if (!Object.hasOwn(out, key)) out[key] = value;
      return out;
    },
    entries: () => fields,
    files,
    fileOf: async (file) => new File([await openAsBlob(file.path)], file.name, { type: file.type || 'application/octet-stream' }),
    dispose: () => removeSpooled(files),
  };
}

/**
 * The one reader behind every form endpoint. In this order, each before the next byte is read:
 * same-origin signals and the session cookie (headers only), the content type, then the body — bounded
 * while it streams, whatever Content-Length or Transfer-Encoding claim. Multipart goes through busboy
 * with per-file, file-count and field limits; file parts stream to temporary files in `uploadDir` with
 * their first bytes checked; the CSRF token (header, or a field sent before any file) is verified before
 * the first file byte is read. Every refusal removes what was written. A body that may carry files
 * first waits for one of the process's upload `slots`; when none comes free in time it is refused as
 * busy with the text fields sent before its first file (its files are never read).
 */
export async function readFormPost(
  request: Request,
  spec: FormPostSpec,
  uploadDir: string,
  slots?: UploadSlots,
): Promise<{ readonly ok: true; readonly post: FormPost } | { readonly ok: false; readonly refusal: FormPostRefusal }> {
  if (request.method !== 'POST') return { ok: false, refusal: refusalOf({ problem: 'cross-site' }, 0) };
  if (spec.sameOrigin !== false && crossSiteProblem(request)) return { ok: false, refusal: refusalOf({ problem: 'cross-site' }, 0) };
  if (spec.sessionRequired && !spec.sessionRequired.present) return { ok: false, refusal: refusalOf({ problem: 'session' }, 0) };
  const kind = kindOf(request);
  if (!kind || !spec.accepts.includes(kind)) return { ok: false, refusal: refusalOf({ problem: 'content-type' }, 0) };
  const declared = request.headers.get('content-length');
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > spec.limits.maxBodyBytes)
    return { ok: false, refusal: refusalOf({ problem: 'too-large' }, 0) };

  const { verifyToken } = spec;
  const headerToken = request.headers.get(CSRF_HEADER);
  let tokenOk = !verifyToken;
  if (verifyToken && headerToken !== null) {
    if (!verifyToken(headerToken)) return { ok: false, refusal: refusalOf({ problem: 'token' }, 0) };
    tokenOk = true;
  }

  if (kind === 'multipart') {
    // Small forms without files are bounded at a few KB each: only bodies that may carry files wait.
    const release = slots && spec.limits.maxFiles > 0 ? await slots.acquire() : () => undefined;
    if (release === null) return fieldsWhileBusy(request, spec, uploadDir, tokenOk, slots?.retryAfterSeconds ?? 30);
    try {
      return await readMultipart(request, spec, uploadDir, tokenOk);
    } finally {
      release();
    }
  }

  const { text, bytesRead } = await readSmall(request.body, spec.limits.maxBodyBytes);
  if (text === null) return { ok: false, refusal: refusalOf({ problem: 'too-large' }, bytesRead) };
  let fields: Array<readonly [string, string]>;
  try {
    if (kind === 'json') {
      const parsed = JSON.parse(text || '{}') as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      fields = Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string');
    } else fields = [...new URLSearchParams(text)];
  } catch {
    return { ok: false, refusal: refusalOf({ problem: 'unreadable' }, bytesRead) };
  }
  if (fields.length > spec.limits.maxFields) return { ok: false, refusal: refusalOf({ problem: 'too-large' }, bytesRead) };
  // The fields go with the refusal as with a multipart one: where to send the visitor back to.
  if (!tokenOk && verifyToken && !verifyToken(fields.find(([key]) => key === CSRF_FIELD)?.[1] ?? ''))
    return { ok: false, refusal: refusalOf({ problem: 'token' }, bytesRead, fields) };
  return { ok: true, post: postOf(kind, fields, []) };
}

/** Checks the CSRF token among a multipart body's fields as they stream (unless a header already did). */
function tokenHooks(spec: FormPostSpec, tokenOk: boolean) {
  const { verifyToken } = spec;
  const state = { tokenOk };
  const hooks = {
    onField(name: string, value: string): SpoolRefusal | null {
      if (state.tokenOk || name !== CSRF_FIELD || !verifyToken) return null;
      if (!verifyToken(value)) return { problem: 'token' };
      state.tokenOk = true;
      return null;
    },
    // Forms send the token first: a body that has not shown it within its first bytes is not read on.
    afterChunk: (bytesRead: number): SpoolRefusal | null =>
      state.tokenOk || bytesRead <= TOKEN_WINDOW_BYTES ? null : { problem: 'token' },
  };
  return { state, hooks };
}

async function readMultipart(
  request: Request,
  spec: FormPostSpec,
  uploadDir: string,
  tokenOk: boolean,
): Promise<{ readonly ok: true; readonly post: FormPost } | { readonly ok: false; readonly refusal: FormPostRefusal }> {
  const token = tokenHooks(spec, tokenOk);
  const result = await spoolMultipart(request.body, request.headers.get('content-type') ?? '', {
    limits: spec.limits,
    dir: uploadDir,
    hooks: {
      ...token.hooks,
      beforeFile: () => (token.state.tokenOk ? null : { problem: 'token' }),
      ...(spec.acceptsHead ? { acceptsHead: spec.acceptsHead } : {}),
    },
  });
  if (!result.ok) return { ok: false, refusal: refusalOf(result.refusal, result.bytesRead, result.fields) };
  if (!token.state.tokenOk) {
    await removeSpooled(result.files);
    return { ok: false, refusal: refusalOf({ problem: 'token' }, result.bytesRead, result.fields) };
  }
  return { ok: true, post: postOf('multipart', result.fields, result.files) };
}

/**
 * No upload slot came free: the text fields up to the first file part (at most BUSY_READ_BYTES), so
 * the form can come back filled in, and a busy refusal. The token is still checked: a forged post
 * learns nothing but the usual refusal.
 */
async function fieldsWhileBusy(
  request: Request,
  spec: FormPostSpec,
  uploadDir: string,
  tokenOk: boolean,
  retryAfterSeconds: number,
): Promise<{ readonly ok: false; readonly refusal: FormPostRefusal }> {
  const token = tokenHooks(spec, tokenOk);
  const result = await spoolMultipart(request.body, request.headers.get('content-type') ?? '', {
    limits: { ...spec.limits, maxBodyBytes: Math.min(spec.limits.maxBodyBytes, BUSY_READ_BYTES) },
    dir: uploadDir,
    hooks: { ...token.hooks, beforeFile: () => ({ problem: token.state.tokenOk ? 'busy' : 'token' }) },
  });
  if (result.ok) await removeSpooled(result.files);
  const tokenRefused = (!result.ok && result.refusal.problem === 'token') || !token.state.tokenOk;
  if (tokenRefused) return { ok: false, refusal: refusalOf({ problem: 'token' }, result.bytesRead, result.fields) };
  return { ok: false, refusal: { ...refusalOf({ problem: 'busy' }, result.bytesRead, result.fields), retryAfterSeconds } };
}
