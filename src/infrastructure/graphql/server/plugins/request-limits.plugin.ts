import type { Plugin } from 'graphql-yoga';
import type { GraphQLError } from 'graphql';
import { MAX_FILES_PER_REQUEST } from '../../../../application/platform/files/check-attachments.use-case';
import { MAX_ATTACHMENT_BYTES } from '../../../../domain/files/attachment-policy';
import { removeSpooled, spoolMultipart, type SpooledFile } from '../../../http/form-post/multipart-spool';
import type { UploadSlots } from '../../../http/form-post/upload-slots';
import { expectedError } from '../expected-error';
import { stagedBlob } from '../staged-uploads';

/**
 * Body limits of the platform API. Yoga's own limit (`maxRequestBodySize`) is one number for every
 * content type and its multipart parser keeps files in memory, so this plugin takes over both:
 * JSON/urlencoded bodies get a small limit counted as they stream; multipart bodies are read by busboy
 * with `maxFiles × maxFileBytes` (+ form overhead) in all, each file bounded as it streams to a
 * temporary file of the upload area, so a 50 MB upload never sits in memory. A multipart body waits
 * for one of the process's upload slots before its first byte is read, as a board form does: a client
 * that talks to the API directly must not take a worker past its memory either.
 */
export interface RequestLimits {
  /** Files in one multipart request; CheckAttachments allow 10. */
  readonly maxFiles: number;
  /** Bytes per file: an application's attachment may be 50 MB (MAX_ATTACHMENT_BYTES). */
  readonly maxFileBytes: number;
  /** Bytes of a non-multipart body (JSON, batched JSON, urlencoded). */
  readonly maxBodyBytes: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  maxFiles: MAX_FILES_PER_REQUEST,
  maxFileBytes: MAX_ATTACHMENT_BYTES,
  maxBodyBytes: 1024 * 1024,
};

/** Room for the operations and map fields and the part headers of a multipart body. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

const tooLarge = (message: string): GraphQLError => expectedError('REQUEST_ENTITY_TOO_LARGE', message, 413);
const badRequest = (message: string): GraphQLError => expectedError('BAD_REQUEST', message, 400);

/** No upload slot came free in time: nothing of the body was read, the client sends again later. */
const busy = (retryAfterSeconds: number): GraphQLError =>
  expectedError('BUSY', `Too many uploads at the moment; send again in ${retryAfterSeconds} seconds.`, 503, {
    'Retry-After': String(retryAfterSeconds),
  });

const isMultipart = (request: Request): boolean =>
  request.method === 'POST' && (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** The same request whose body errors as soon as more than `limit` bytes have been read. */
function limitedRequest(request: Request, limit: number): Request {
  if (!request.body) return request;
  let read = 0;
  const body = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        read += chunk.byteLength;
        if (read > limit) {
          controller.error(tooLarge(`Request body too large (at most ${limit} bytes).`));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body,
    duplex: 'half',
  } as RequestInit);
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Places a file at a map path such as `variables.files.0` (or `0.variables.file` in a batch). */
function setPath(target: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  const varsAt = Array.isArray(target) ? 1 : 0;
  if (keys[varsAt] !== 'variables' || keys.some((k) => FORBIDDEN_KEYS.has(k))) {
    throw badRequest(`Multipart map path "${path.slice(0, 100)}" must point into the operation's variables.`);
  }
  let current = target as Record<string, unknown>;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (typeof next !== 'object' || next === null || !Object.hasOwn(current, key)) current[key] = {};
    current = current[key] as Record<string, unknown>;
  });
}

/** GraphQL multipart request spec: `operations`, `map`, then the files, streamed to the upload area. */
async function parseMultipart(request: Request, limits: RequestLimits, uploadDir: string, keep: (files: readonly SpooledFile[]) => void) {
  const spooled = await spoolMultipart(request.body, request.headers.get('content-type') ?? '', {
    limits: {
      maxBodyBytes: limits.maxFiles * limits.maxFileBytes + MULTIPART_OVERHEAD_BYTES,
      maxFileBytes: limits.maxFileBytes,
      maxFiles: limits.maxFiles,
      maxFieldBytes: MULTIPART_OVERHEAD_BYTES,
      maxFields: 2,
    },
    dir: uploadDir,
  });
  if (!spooled.ok) {
    const { refusal } = spooled;
    if (refusal.problem === 'too-many-files')
      throw expectedError('TOO_MANY_FILES', `Too many files: at most ${limits.maxFiles} per request.`, 413);
    if (refusal.problem === 'file-too-large')
      throw expectedError(
        'FILE_TOO_LARGE',
        `File "${refusal.fileName.slice(0, 100)}" is too large: at most ${limits.maxFileBytes} bytes per file.`,
        413,
      );
    if (refusal.problem === 'too-large' || refusal.problem === 'field-too-long')
      throw tooLarge(`Request body too large (at most ${limits.maxFiles} files of ${limits.maxFileBytes} bytes).`);
    throw badRequest('POST body sent invalid multipart data.');
  }
  keep(spooled.files);
  const field = (name: string) => spooled.fields.find(([key]) => key === name)?.[1];
  const operationsField = field('operations');
  if (typeof operationsField !== 'string') throw badRequest('Missing multipart form field "operations".');
  let operations: unknown;
  let map: unknown;
  try {
    operations = JSON.parse(operationsField);
    const mapField = field('map');
    map = typeof mapField === 'string' ? JSON.parse(mapField) : {};
  } catch {
    throw badRequest('Multipart form fields "operations" and "map" must be valid JSON.');
  }
  if (typeof operations !== 'object' || operations === null || typeof map !== 'object' || map === null || Array.isArray(map)) {
    throw badRequest('Multipart form fields "operations" and "map" must be JSON objects.');
  }
  for (const [name, paths] of Object.entries(map as Record<string, unknown>)) {
    const file = spooled.files.find((f) => f.field === name);
    if (!file) throw badRequest(`Multipart file field "${name.slice(0, 20)}" is missing.`);
    if (!Array.isArray(paths)) throw badRequest('Multipart form field "map" must map field names to arrays of paths.');
    const upload = await stagedBlob(file);
    for (const path of paths) setPath(operations, String(path), upload);
  }
  return operations as Record<string, unknown> | Array<Record<string, unknown>>;
}

/**
 * `uploadDir` is the file store's upload area: a use case commits an upload by moving it from there.
 * Whatever no use case committed is removed once the answer is made. `slots` are the process's upload
 * slots (UPLOAD_CONCURRENCY, UPLOAD_QUEUE_WAIT_MS), shared with its form reader; a slot is held while
 * the body is read and given back before the operation runs. A request `admitted` says the board already
 * bounded by its own slots (upload-admission.ts) is read without waiting for one here.
 */
export function useRequestLimits(
  limits: RequestLimits,
  uploadDir: string,
  slots?: UploadSlots,
  admitted: (request: Request) => boolean = () => false,
): Plugin {
  const multipartLimit = limits.maxFiles * limits.maxFileBytes + MULTIPART_OVERHEAD_BYTES;
  const spooledBy = new WeakMap<Request, readonly SpooledFile[]>();
  return {
    async onResponse({ request }) {
      const files = spooledBy.get(request);
      if (files) await removeSpooled(files);
    },
    onRequestParse({ request, requestParser, setRequestParser }) {
      const multipart = isMultipart(request);
      const limit = multipart ? multipartLimit : limits.maxBodyBytes;
      const length = request.headers.get('content-length');
      if (length !== null) {
        if (!/^\d+$/.test(length)) throw badRequest('Content-Length header is invalid.');
        if (Number(length) > limit) throw tooLarge(`Request body too large (at most ${limit} bytes).`);
      }
      if (multipart) {
        // Busboy counts the whole body, every file and field as they stream (spoolMultipart).
        setRequestParser(async (req) => {
          const release = slots && !admitted(request) ? await slots.acquire() : () => undefined;
          if (release === null) throw busy(slots?.retryAfterSeconds ?? 30);
          try {
            return (await parseMultipart(req, limits, uploadDir, (files) => {
              spooledBy.set(request, files);
            })) as never;
          } finally {
            release();
          }
        });
      } else if (requestParser) {
        const original = requestParser;
        setRequestParser((req) => original(limitedRequest(req, limit)));
      }
    },
  };
}
