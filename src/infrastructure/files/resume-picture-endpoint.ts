import type { Logger } from 'pino';
import type { GetResumePicture } from '../../application/platform/resumes/get-resume-picture.use-case';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import { ANONYMOUS } from '../../domain/identity/actor';
import type { RequestContext } from '../../domain/shared/request-context';
import type { SiteConfig } from '../../domain/site/site-config';
import { requestIdFor } from '../http/request-id';

/**
 * What a served resume picture carries: an image the platform wrote itself (WebP), never sniffed, a sandbox
 * CSP, and no caching outside the viewer's browser session — who may see it can change at any moment
 * (visibility, a blocked organization, a revoked contact).
 */
export function resumePictureHeaders(size: number): Record<string, string> {
  return {
    'Content-Type': 'image/webp',
    'Content-Length': String(size),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Robots-Tag': 'noindex',
  };
}

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });

/**
 * `GET /resume-picture/{name}.webp`: a resume's picture for its owner and recruiters with full access
 * (GetResumePicture decides). The session comes from the board's cookie (passed in by the route) or a
 * Bearer token. Every refusal is a 404.
 */
export class ResumePictureEndpoint {
  constructor(
    private readonly site: SiteConfig,
    private readonly pictures: Pick<GetResumePicture, 'execute'>,
    private readonly tokens: TokenVerifier,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async handle(request: Request, fileName: string, sessionToken: string | null): Promise<Response> {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
    const token = bearer ?? sessionToken;
    const requestId = requestIdFor(request);
    try {
      const ctx: RequestContext = {
        site: this.site.key,
        locale: this.site.defaultLocale,
        actor: token ? await this.tokens.verify(token) : ANONYMOUS,
        requestId,
      };
      const result = await this.pictures.execute({ fileName }, ctx);
      if (!result.ok) return notFound();
      return new Response(request.method === 'HEAD' ? null : result.value, { headers: resumePictureHeaders(result.value.byteLength) });
    } catch (error) {
      this.logger.error({ err: error, requestId }, 'resume picture request failed');
      return new Response('Service unavailable\n', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
      });
    }
  }
}
