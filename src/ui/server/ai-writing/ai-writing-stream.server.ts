import type { GenerationEvent } from '../../../application/platform/ai-writing/text-generator.port';
import type { WritingRefusalCode } from '../../../application/platform/ai-writing/write-job-text.use-case';
import { ANONYMOUS, type Actor } from '../../../domain/identity/actor';
import { isLocale } from '../../../domain/shared/locale';
import type { Board } from '../../../infrastructure/di/board';
import type { SpoolLimits } from '../../../infrastructure/di/form-posts.module';
import { readCookie, SESSION_COOKIE } from '../auth/auth-cookies';
import { pagePath, platformContextOf } from '../auth/auth-request.server';
import { formAnswer, readPost, refusalAnswer } from '../form-post.server';

/**
 * One JSON object of short fields and a text of at most 20,000 characters. The body may be larger than
 * that (up to 256 KB), so that a field over its limit is read and named by the limits of the request
 * (src/domain/ai-writing) rather than cut off as an unreadable body.
 */
const STREAM_POST_LIMITS: SpoolLimits = {
  maxBodyBytes: 256 * 1024,
  maxFileBytes: 0,
  maxFiles: 0,
  maxFieldBytes: 256 * 1024,
  maxFields: 20,
};

const STATUS: Record<WritingRefusalCode, number> = {
  UNAUTHENTICATED: 401,
  NOT_CONFIGURED: 404,
  ORGANIZATION_NOT_ALLOWED: 403,
  INVALID_INPUT: 422,
  LIMIT_REACHED: 429,
};

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * `POST /api/ai-writing/stream` (a platform path: a board-only process forwards it as it is, streaming):
 * the wizard's script sends the job's facts or the text to improve as JSON with the CSRF token in
 * `X-CSRF-Token`; the signed-in user's session decides who asks. A refusal is JSON (`{ ok: false, error,
 * errors }`); an accepted request answers server-sent events: `text` events with the pieces as they come,
 * then `done`, or `failed` with the reason (`TIMEOUT`, `ENDPOINT_FAILED`). When the browser stops
 * reading (its Stop button), the model's answer is stopped too.
 */
export async function handleAiWritingStream(request: Request, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  const read = await readPost(request, b, { accepts: ['json'], limits: STREAM_POST_LIMITS, signedIn: true, duringReadOnly: true });
  const back = () => pagePath(b.site, b.site.defaultLocale, '/job/wizard');
  if (!read.ok) return refusalAnswer(true, read.refusal, back);
  const fields = read.post.record();
  await read.post.dispose();
  const language = isLocale(fields.language) && b.site.locales.includes(fields.language) ? fields.language : b.site.defaultLocale;
  const validated = await b.accounts.validateSession.execute({ sessionToken: readCookie(request.headers.get('cookie'), SESSION_COOKIE) });
  const actor: Actor = validated.ok && validated.value ? validated.value.actor : ANONYMOUS;
  const ctx = platformContextOf(b.site, language, actor, request.headers);

  const stop = new AbortController();
  const signal = AbortSignal.any([stop.signal, request.signal]);
  const result = await b.writeJobText.execute({ organizationId: fields.organizationId ?? '', fields }, ctx, signal);
  if (!result.ok)
    return formAnswer(true, {
      ok: false,
      status: STATUS[result.code],
      url: back(),
      error: result.code,
      errors: (result.problems ?? []).map((p) => ({ field: p.field, code: p.code })),
    });

  const events = result.value[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<GenerationEvent>;
      try {
        next = await events.next();
      } catch (error) {
        b.logger.error({ err: error, component: 'ai-writing' }, 'text generation broke');
        next = { done: false, value: { kind: 'failed', reason: 'ENDPOINT_FAILED' } };
      }
      if (next.done) {
        controller.enqueue(encoder.encode(sse('done', {})));
        controller.close();
        return;
      }
      const event = next.value;
      if (event.kind === 'text') controller.enqueue(encoder.encode(sse('text', { text: event.text })));
      else {
        controller.enqueue(encoder.encode(sse('failed', { error: event.reason })));
        controller.close();
        await events.return?.();
      }
    },
    async cancel() {
      // The browser went away or pressed Stop: stop the model's answer as well.
      stop.abort();
      await events.return?.();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
