import type { Logger } from 'pino';
import type { GetOrganizationImage } from '../../application/platform/files/get-organization-image.use-case';

/**
 * What a served profile image carries. Each stored version has its own name (content fingerprint and
 * time), so it may be cached for a year without revalidation; `nosniff` and a sandbox CSP make sure a
 * browser never treats it as anything but an image.
 */
export function imageHeaders(contentType: string, size: number): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Length': String(size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'same-site',
  };
}

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });

/** `GET /organization-image/{organizationId}/{fileName}`: a stored logo or cover (driving adapter of GetOrganizationImage). */
export class OrganizationImageEndpoint {
  constructor(
    private readonly images: Pick<GetOrganizationImage, 'execute'>,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async handle(request: Request, organizationId: string, fileName: string): Promise<Response> {
    try {
      const result = await this.images.execute({ organizationId, fileName });
      if (!result.ok) return notFound();
      const body = request.method === 'HEAD' ? null : result.value.bytes;
      return new Response(body, { headers: imageHeaders(result.value.contentType, result.value.bytes.byteLength) });
    } catch (error) {
      this.logger.error({ err: error }, 'organization image request failed');
      return new Response('Service unavailable\n', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
      });
    }
  }
}
