import type { Logger } from 'pino';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import { ANONYMOUS } from '../../domain/identity/actor';
import type { RequestContext } from '../../domain/shared/request-context';
import type { SiteConfig } from '../../domain/site/site-config';
import { requestIdFor } from '../http/request-id';

/** What an endpoint serving personal files needs to know who asks. */
export interface PersonalFileDeps {
  readonly site: SiteConfig;
  readonly tokens: TokenVerifier;
  readonly logger: Pick<Logger, 'error'>;
}

/** Every refusal of a personal file: the same 404, so a refusal tells nobody whether the file exists. */
export const personalFileNotFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });

/**
 * Answers a request for a file only some people may fetch. The asker comes from a Bearer token or the
 * board's session cookie (passed in by the route); `serve` asks its use case and answers, or null to
 * refuse (404). A failure on the way is logged with the request id and answered 503, never with its cause.
 */
export async function answerPersonalFile(
  request: Request,
  sessionToken: string | null,
  deps: PersonalFileDeps,
  what: string,
  serve: (ctx: RequestContext) => Promise<Response | null>,
): Promise<Response> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
  const token = bearer ?? sessionToken;
  const requestId = requestIdFor(request);
  try {
    const ctx: RequestContext = {
      site: deps.site.key,
      locale: deps.site.defaultLocale,
      actor: token ? await deps.tokens.verify(token) : ANONYMOUS,
      requestId,
    };
    return (await serve(ctx)) ?? personalFileNotFound();
  } catch (error) {
    deps.logger.error({ err: error, requestId }, `${what} request failed`);
    return new Response('Service unavailable\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
    });
  }
}
