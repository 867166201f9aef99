import type { Logger } from 'pino';
import type { GetApplicationFile } from '../../application/platform/applications/get-application-file.use-case';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import { ANONYMOUS } from '../../domain/identity/actor';
import type { RequestContext } from '../../domain/shared/request-context';
import type { SiteConfig } from '../../domain/site/site-config';
import { requestIdFor } from '../http/request-id';

/**
 * What a downloaded application file carries: always an attachment (never rendered by the site), the type
 * detected from its content at upload, no sniffing, and a sandbox CSP in case a browser shows it anyway.
 * The name goes out ASCII-only in `filename` and in full (UTF-8) in `filename*`.
 */
export function applicationFileHeaders(fileName: string, contentType: string, size: number): Record<string, string> {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return {
    'Content-Type': contentType,
    'Content-Length': String(size),
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
    // Personal documents: never kept by shared caches, not even by the browser's disk cache.
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex',
  };
}

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * `GET /application-file/{applicationId}/{fileId}`: a file of an application, for its applicant, the
 * recruiters of the job's organization and staff (GetApplicationFile decides). The session comes from the
 * board's cookie (passed in by the route) or a Bearer token. Every refusal is a 404.
 */
export class ApplicationFileEndpoint {
  constructor(
    private readonly site: SiteConfig,
    private readonly getFile: Pick<GetApplicationFile, 'execute'>,
    private readonly tokens: TokenVerifier,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async handle(request: Request, applicationId: string, fileId: string, sessionToken: string | null): Promise<Response> {
    if (!/^\d{1,18}$/.test(applicationId) || !/^\d{1,18}$/.test(fileId)) return notFound();
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
      const result = await this.getFile.execute({ applicationId, fileId }, ctx);
      if (!result.ok) return notFound();
      const { name, contentType, bytes } = result.value;
      return new Response(request.method === 'HEAD' ? null : bytes, {
        headers: applicationFileHeaders(name, contentType, bytes.byteLength),
      });
    } catch (error) {
      this.logger.error({ err: error, requestId }, 'application file request failed');
      return new Response('Service unavailable\n', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
      });
    }
  }
}
