/**
 * Server entry of the board (TanStack Start): the default streaming SSR, with the Emotion style fixer
 * applied to the HTML stream (see theme/emotion-style-fixer.ts), a visitor's page rewritten to load the
 * board's scripts on the visitor's first interaction (server/visitor-hydration.ts), a page that failed because the platform
 * is away answered 503 with Retry-After (server/unavailable-answer.ts), and every answer compressed where
 * that is safe (server/compression.ts).
 */
import { createStartHandler, defaultStreamHandler, defineHandlerCallback } from '@tanstack/react-start/server';
import { compressed } from './server/compression';
import { unavailableStatus } from './server/unavailable-answer';
import { visitorWait } from './server/visitor-hydration';
import { createVisitorHydrationRewriter } from './server/visitor-hydration-rewriter';
import { EMOTION_CACHE_KEY } from './theme/emotion-cache';
import { createEmotionStyleFixer } from './theme/emotion-style-fixer';

const handler = defineHandlerCallback(async (ctx) => {
  const result = await defaultStreamHandler(ctx);
  const ssr = result instanceof Response ? { response: result, serverSsrCleanup: 'none' as const } : result;
  const { response } = ssr;
  if (!response.body || !response.headers.get('content-type')?.includes('text/html')) return result;
  const styled = response.body.pipeThrough(createEmotionStyleFixer(EMOTION_CACHE_KEY));
  const wait = visitorWait(ctx.router);
  const body = wait ? styled.pipeThrough(createVisitorHydrationRewriter(wait)) : styled;
  const { status, retryAfter } = unavailableStatus(ctx.router, response.status);
  if (retryAfter) {
    response.headers.set('Retry-After', retryAfter);
    response.headers.set('Cache-Control', 'no-store');
  }
  const fixed = new Response(body, {
    status,
    statusText: status === response.status ? response.statusText : '',
    headers: response.headers,
  });
  if (ssr.serverSsrCleanup !== 'stream') return fixed;
  // Keep Start's clean-up on aborted requests, and cancel our stream (and through it the source) too.
  return {
    response: fixed,
    serverSsrCleanup: 'stream' as const,
    dispose: (reason?: unknown) => {
      ssr.dispose(reason);
      void body.cancel(reason).catch(() => {});
      return undefined;
    },
  };
});

const start = createStartHandler(handler);

export default {
  fetch: async (request: Request, opts?: Parameters<typeof start>[1]) => compressed(request, await start(request, opts)),
};
