import type { Logger } from 'pino';
import type { GetApplicationFile } from '../../application/platform/applications/get-application-file.use-case';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { answerPersonalFile, personalFileNotFound } from './personal-file-answer';
import { isEntityId } from '../../domain/shared/entity-id';

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

/**
 * `GET /application-file/{applicationId}/{fileId}`: a file of an application, for its applicant, the
 * recruiters of the job's organization and staff (GetApplicationFile decides). The session comes from the
 * board's cookie (passed in by the route) or a Bearer token. Every refusal is a 404.
 */
export class ApplicationFileEndpoint {
  constructor(
    readonly site: SiteConfig,
    private readonly getFile: Pick<GetApplicationFile, 'execute'>,
    readonly tokens: TokenVerifier,
    readonly logger: Pick<Logger, 'error'>,
  ) {}

  async handle(request: Request, applicationId: string, fileId: string, sessionToken: string | null): Promise<Response> {
    if (!isEntityId(applicationId) || !isEntityId(fileId)) return personalFileNotFound();
    return answerPersonalFile(request, sessionToken, this, 'application file', async (ctx) => {
      const result = await this.getFile.execute({ applicationId, fileId }, ctx);
      if (!result.ok) return null;
      const { name, contentType, bytes } = result.value;
      return new Response(request.method === 'HEAD' ? null : bytes, {
        headers: applicationFileHeaders(name, contentType, bytes.byteLength),
      });
    });
  }
}
