import type { Logger } from 'pino';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import type { GetResumeAttachment } from '../../application/platform/resumes/get-resume-attachment.use-case';
import { ANONYMOUS } from '../../domain/identity/actor';
import type { RequestContext } from '../../domain/shared/request-context';
import type { SiteConfig } from '../../domain/site/site-config';
import { requestIdFor } from '../http/request-id';
import { applicationFileHeaders } from './application-file-endpoint';

const notFound = () =>
  new Response('Not found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
  });

/**
 * `GET /resume-attachment/{random id}`: a file of a resume's attachments box, for its owner and recruiters
 * with full access (GetResumeAttachment decides), served like an application's file: always a download,
 * the type read at upload, no sniffing, a sandbox CSP, never cached. Every refusal is a 404.
 */
export class ResumeAttachmentEndpoint {
  constructor(
    private readonly site: SiteConfig,
    private readonly attachments: Pick<GetResumeAttachment, 'execute'>,
    private readonly tokens: TokenVerifier,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async handle(request: Request, id: string, sessionToken: string | null): Promise<Response> {
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
      const result = await this.attachments.execute({ id }, ctx);
      if (!result.ok) return notFound();
      const { name, contentType, bytes } = result.value;
      return new Response(request.method === 'HEAD' ? null : bytes, {
        headers: applicationFileHeaders(name, contentType, bytes.byteLength),
      });
    } catch (error) {
      this.logger.error({ err: error, requestId }, 'resume attachment request failed');
      return new Response('Service unavailable\n', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
      });
    }
  }
}
