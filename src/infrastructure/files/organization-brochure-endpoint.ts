import type { Logger } from 'pino';
import type { GetBrochureFile } from '../../application/platform/organization-sections/get-brochure-file.use-case';
import { pdfHeaders } from './job-file-endpoint';

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });

/**
 * `GET /organization-brochure/{brochureId}/{fileName}`: a profile's PDF brochure (driving adapter of
 * GetBrochureFile), as a download, with the job PDFs' headers (nosniff, a sandbox CSP, noindex).
 */
export class OrganizationBrochureEndpoint {
  constructor(
    private readonly brochures: Pick<GetBrochureFile, 'execute'>,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async handle(request: Request, brochureId: string, fileName: string): Promise<Response> {
    if (fileName.length > 200) return notFound();
    try {
      const result = await this.brochures.execute({ brochureId, fileName });
      if (!result.ok) return notFound();
      const body = request.method === 'HEAD' ? null : result.value.bytes;
      return new Response(body, { headers: pdfHeaders(result.value.name, result.value.bytes.byteLength, 'attachment') });
    } catch (error) {
      this.logger.error({ err: error }, 'organization brochure request failed');
      return new Response('Service unavailable\n', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
      });
    }
  }
}
