import type { Logger } from 'pino';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import type { GetResumeAttachment } from '../../application/platform/resumes/get-resume-attachment.use-case';
import type { SiteConfig } from '../../domain/site/site-config';
import { applicationFileHeaders } from './application-file-endpoint';
import { answerPersonalFile } from './personal-file-answer';

/**
 * `GET /resume-attachment/{random id}`: a file of a resume's attachments box, for its owner and recruiters
 * with full access (GetResumeAttachment decides), served like an application's file: always a download,
 * the type read at upload, no sniffing, a sandbox CSP, never cached. Every refusal is a 404.
 */
export class ResumeAttachmentEndpoint {
  constructor(
    readonly site: SiteConfig,
    private readonly attachments: Pick<GetResumeAttachment, 'execute'>,
    readonly tokens: TokenVerifier,
    readonly logger: Pick<Logger, 'error'>,
  ) {}

  async handle(request: Request, id: string, sessionToken: string | null): Promise<Response> {
    return answerPersonalFile(request, sessionToken, this, 'resume attachment', async (ctx) => {
      const result = await this.attachments.execute({ id }, ctx);
      if (!result.ok) return null;
      const { name, contentType, bytes } = result.value;
      return new Response(request.method === 'HEAD' ? null : bytes, {
        headers: applicationFileHeaders(name, contentType, bytes.byteLength),
      });
    });
  }
}
