import type { Logger } from 'pino';
import type { GetJobLogo } from '../../application/platform/job-posting/get-job-logo.use-case';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import { ANONYMOUS, type Actor } from '../../domain/identity/actor';
import type { RequestContext } from '../../domain/shared/request-context';
import type { SiteConfig } from '../../domain/site/site-config';
import { SESSION_COOKIE } from '../di/cookie-names';
import { requestIdFor } from '../http/request-id';
import { isEntityId } from '../../domain/shared/entity-id';

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * `GET /job-logo/{jobId}`: a job's own logo (driving adapter of GetJobLogo). The bytes were re-encoded
 * by the platform; they are served with their type, no sniffing and a sandbox CSP all the same. The
 * session cookie lets a job's organization see the logo of a job that is not online yet (preview).
 */
export class JobLogoEndpoint {
  constructor(
    private readonly site: SiteConfig,
    private readonly getJobLogo: Pick<GetJobLogo, 'execute'>,
    private readonly tokens: TokenVerifier,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async handle(request: Request, jobId: string): Promise<Response> {
    if (!isEntityId(jobId)) return notFound();
    const ctx: RequestContext = {
      site: this.site.key,
      locale: this.site.defaultLocale,
      actor: await this.actorOf(request),
      requestId: requestIdFor(request),
    };
    try {
      const result = await this.getJobLogo.execute({ jobId }, ctx);
      if (!result.ok) return notFound();
      return new Response(request.method === 'HEAD' ? null : result.value.bytes, {
        headers: {
          'Content-Type': result.value.contentType,
          'Content-Length': String(result.value.bytes.byteLength),
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cache-Control': ctx.actor.kind === 'anonymous' ? 'public, max-age=300' : 'private, max-age=60',
        },
      });
    } catch (error) {
      this.logger.error({ err: error, requestId: ctx.requestId }, 'job logo request failed');
      return new Response('Service unavailable\n', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
      });
    }
  }

  private async actorOf(request: Request): Promise<Actor> {
    const cookie = (request.headers.get('cookie') ?? '')
      .split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    const token = cookie?.slice(SESSION_COOKIE.length + 1);
    return token && token.length <= 200 ? this.tokens.verify(decodeURIComponent(token)) : ANONYMOUS;
  }
}
