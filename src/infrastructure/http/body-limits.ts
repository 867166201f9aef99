import { createBodyTooLargeError, limitRequestBody } from 'srvx/body-limit';
import { APPLICATION_LIMITS } from '../../domain/applications/application-input';
import { MAX_ATTACHMENT_BYTES } from '../../domain/files/attachment-policy';
import { CONTACT_POST_LIMITS } from './form-post/contact-post-limits';

/** Every body but an upload's: JSON of /graphql and server functions, account and alert forms. */
export const DEFAULT_BODY_BYTES = 1024 * 1024;
/** An upload endpoint's body: ten files at the attachment limit and room for the fields and part headers. */
export const UPLOAD_BODY_BYTES = APPLICATION_LIMITS.maxFiles * MAX_ATTACHMENT_BYTES + 2 * 1024 * 1024;

/** The endpoints that take files (each bounds its own body more tightly while reading it). */
const UPLOAD_PATHS =
  /^\/(?:graphql|api\/applications\/submit|api\/job-wizard|api\/organization-profile\/[^/]{1,40}|api\/resume-import\/upload|api\/resume\/picture|api\/resume\/attachments)$/;

/** The contact form's post: exactly what its form reader allows (its files travel in one mail). */
export const CONTACT_BODY_BYTES = CONTACT_POST_LIMITS.maxBodyBytes;

export const bodyLimitOf = (path: string): number =>
  UPLOAD_PATHS.test(path) ? UPLOAD_BODY_BYTES : path === '/api/contact' ? CONTACT_BODY_BYTES : DEFAULT_BODY_BYTES;

function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.slice(start).search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, start + end);
}

/** 413 and the connection closed: the rest of the body is never read. */
const tooLarge = (limit: number): Response =>
  new Response(`Request body too large (at most ${limit} bytes)\n`, {
    status: 413,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close', 'Cache-Control': 'no-store' },
  });

/** Whether the request announces a body (a length above zero, or chunks). */
const announcesBody = (headers: Headers): boolean => headers.has('transfer-encoding') || Number(headers.get('content-length') ?? '0') > 0;

/**
 * The global body bound of the HTTP entry, in front of every endpoint: a body is counted as it streams
 * and reading it fails past its path's limit, whatever Content-Length or Transfer-Encoding say (a
 * declared length over the limit is answered 413 at once). When the app's reading hit the bound, the
 * answer is a 413 whatever the app made of the error. A body nobody reads (a GET's, a refused post's)
 * is not drained: such answers close the connection.
 */
export function boundedBodies(fetch: (request: Request) => Response | Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') {
      const response = await fetch(request);
      if (!announcesBody(request.headers)) return response;
      return withConnectionClose(response);
    }
    const limit = bodyLimitOf(pathOf(request.url));
    const declared = request.headers.get('content-length');
    if (declared !== null && /^\d+$/.test(declared) && Number(declared) > limit) return tooLarge(limit);
    let exceeded = false;
    const bounded = withFormData(
      request,
      limitRequestBody(request, limit, {
        createError: (max) => {
          exceeded = true;
          return createBodyTooLargeError(max);
        },
      }),
    );
    let response: Response;
    try {
      response = await fetch(bounded);
    } catch (error) {
      if (exceeded) return tooLarge(limit);
      throw error;
    }
    if (exceeded) {
      await response.body?.cancel().catch(() => undefined);
      return tooLarge(limit);
    }
    // A body the app never looked at is not drained after the answer.
    return announcesBody(request.headers) && !bounded.bodyUsed ? withConnectionClose(response) : response;
  };
}

/**
 * srvx's bounded request parses `formData()` from a bare Response of the bounded stream, which has no
 * Content-Type, so every form read that way failed. This one parses the same bounded stream with the
 * request's own Content-Type.
 */
function withFormData(original: Request, bounded: Request): Request {
  const type = original.headers.get('content-type') ?? '';
  return new Proxy(bounded, {
    get(target, prop) {
      if (prop === 'formData') return () => new Response(target.body, { headers: { 'content-type': type } }).formData();
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function withConnectionClose(response: Response): Response {
  try {
    response.headers.set('Connection', 'close');
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('Connection', 'close');
    return copy;
  }
}
