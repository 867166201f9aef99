import type { Logger } from 'pino';
import type { GetJobFile } from '../../application/platform/files/get-job-file.use-case';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import { ANONYMOUS, type Actor } from '../../domain/identity/actor';
import type { RequestContext } from '../../domain/shared/request-context';
import type { SiteConfig } from '../../domain/site/site-config';
import { requestIdFor } from '../http/request-id';
import { isEntityId } from '../../domain/shared/entity-id';

/**
 * What a served PDF carries: the type, a download name, no sniffing, and a CSP sandbox so that a PDF
 * opened inline runs no script with the site's origin (a crafted PDF is still a file from a stranger).
 */
export function pdfHeaders(fileName: string, size: number, disposition: 'inline' | 'attachment'): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Length': String(size),
    'Content-Disposition': `${disposition}; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
    // Scripts in a PDF opened inline cannot act with the site's origin; nothing else is restricted so
    // browsers' built-in PDF viewers still render it.
    'Content-Security-Policy': 'sandbox',
    'Cache-Control': 'private, max-age=300',
    'X-Robots-Tag': 'noindex',
  };
}

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * `GET /job-file/{jobId}/{fileName}`: the PDF of a file job (driving adapter of GetJobFile). The name in
 * the URL must be the job's file name, so old links to a replaced file do not serve the new one under
 * the old name. `?download=1` asks for an attachment; otherwise browsers show it inline. A signed-in
 * owner or staff member (Bearer token) also gets it after the job stopped being visible.
 */
export class JobFileEndpoint {
  constructor(
    private readonly site: SiteConfig,
    private readonly getJobFile: Pick<GetJobFile, 'execute'>,
    private readonly tokens: TokenVerifier,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async handle(request: Request, jobId: string, fileName: string): Promise<Response> {
    if (!isEntityId(jobId) || fileName.length > 200) return notFound();
    const ctx: RequestContext = {
      site: this.site.key,
      locale: this.site.defaultLocale,
      actor: await this.actorOf(request),
      requestId: requestIdFor(request),
    };
    try {
      const result = await this.getJobFile.execute({ jobId }, ctx);
      if (!result.ok || result.value.name !== fileName) return notFound();
      const disposition = new URL(request.url).searchParams.get('download') === '1' ? 'attachment' : 'inline';
      const body = request.method === 'HEAD' ? null : result.value.bytes;
      return new Response(body, { headers: pdfHeaders(result.value.name, result.value.bytes.byteLength, disposition) });
    } catch (error) {
      this.logger.error({ err: error, requestId: ctx.requestId }, 'job file request failed');
      return new Response('Service unavailable\n', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
      });
    }
  }

  private async actorOf(request: Request): Promise<Actor> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
    return match?.[1] ? this.tokens.verify(match[1]) : ANONYMOUS;
  }
}
