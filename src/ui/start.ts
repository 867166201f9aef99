/**
 * Start instance: request middleware that runs for every response (pages, server routes, server
 * functions). Security headers of spec §2 ("all pages carry a same-origin frame restriction") plus two
 * cheap defaults; CSRF protection for server functions (same-origin only).
 */
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start';
import { SECURITY_HEADERS } from './server/security-headers';

const securityHeaders = createMiddleware({ type: 'request' }).server(async ({ next }) => {
  const result = await next();
  try {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) result.response.headers.set(name, value);
    return result;
  } catch {
    // Immutable headers (e.g. `Response.redirect`): copy the response once so it carries them too.
    const copy = new Response(result.response.body, result.response);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) copy.headers.set(name, value);
    return { ...result, response: copy };
  }
});

const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' });

export const startInstance = createStart(() => ({ requestMiddleware: [securityHeaders, csrf] }));
