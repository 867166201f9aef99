import type { Logger } from 'pino';
import type { GetResumePicture } from '../../application/platform/resumes/get-resume-picture.use-case';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { answerPersonalFile } from './personal-file-answer';

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

/**
 * `GET /resume-picture/{name}.webp`: a resume's picture for its owner and recruiters with full access
 * (GetResumePicture decides). The session comes from the board's cookie (passed in by the route) or a
 * Bearer token. Every refusal is a 404.
 */
export class ResumePictureEndpoint {
  constructor(
    readonly site: SiteConfig,
    private readonly pictures: Pick<GetResumePicture, 'execute'>,
    readonly tokens: TokenVerifier,
    readonly logger: Pick<Logger, 'error'>,
  ) {}

  async handle(request: Request, fileName: string, sessionToken: string | null): Promise<Response> {
    return answerPersonalFile(request, sessionToken, this, 'resume picture', async (ctx) => {
      const result = await this.pictures.execute({ fileName }, ctx);
      if (!result.ok) return null;
      return new Response(request.method === 'HEAD' ? null : result.value, { headers: resumePictureHeaders(result.value.byteLength) });
    });
  }
}
