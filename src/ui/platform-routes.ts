/**
 * The platform's own paths as a platform-only process answers them (platform-server.ts). The board's
 * routes of the same names (src/ui/routes) call the same board methods, so both topologies answer these
 * paths alike; every family of src/domain/routing/platform-paths.ts needs its route here.
 */
import type { Board } from '../infrastructure/di/board';
import { AUTH_ERROR_CLASSES } from './server/auth/auth-error-classes';
import { handleAuthApi } from './server/auth/auth-api.server';
import { readCookie, SESSION_COOKIE } from './server/auth/auth-cookies';
import { answerPaymentWebhook } from './server/commerce/payment-webhook.server';
import { handleAiWritingStream } from './server/ai-writing/ai-writing-stream.server';
import { handlePrivacyApi } from './server/privacy/privacy-api.server';

type Handle = (request: Request, params: readonly string[], b: Board) => Promise<Response> | Response;
export interface PlatformRoute {
  readonly path: RegExp;
  readonly post?: boolean;
  readonly handle: Handle;
}

const noStoreJson = (body: unknown, status: number) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

async function health(b: Board): Promise<Response> {
  try {
    const { healthy } = await b.checkHealth.execute();
    return noStoreJson({ status: healthy ? 'ok' : 'unavailable' }, healthy ? 200 : 503);
  } catch {
    return noStoreJson({ status: 'unavailable' }, 503);
  }
}

async function authApi(request: Request, rest: string, b: Board): Promise<Response> {
  try {
    return await handleAuthApi(request, rest, b.accounts, b.social);
  } catch (error) {
    // A missing or too short AUTH_SECRET surfaces here, when the CSRF signer is first needed.
    const code = error instanceof Error && error.name === 'MissingAuthSecretError' ? AUTH_ERROR_CLASSES.noSecret.code : undefined;
    b.accounts.logger.error({ err: error, component: 'auth', ...(code ? { code } : {}) }, 'auth request failed');
    return noStoreJson({ error: 'Default' }, 500);
  }
}

async function privacyApi(request: Request, rest: string, b: Board): Promise<Response> {
  try {
    return await handlePrivacyApi(request, rest, b.accounts, b.privacy);
  } catch (error) {
    b.accounts.logger.error({ err: error, component: 'privacy' }, 'privacy request failed');
    return noStoreJson({ error: 'Default' }, 500);
  }
}

async function aiWritingStream(request: Request, b: Board): Promise<Response> {
  try {
    return await handleAiWritingStream(request, b);
  } catch (error) {
    b.logger.error({ err: error, component: 'ai-writing' }, 'writing request failed');
    return noStoreJson({ ok: false, error: 'Default' }, 500);
  }
}

/** The same paths as the board's routes of the same names (src/ui/routes), in the same order of precedence. */
export const PLATFORM_ROUTES: readonly PlatformRoute[] = [
  { path: /^\/graphql$/, post: true, handle: (request, _, b) => b.handleGraphql(request) },
  { path: /^\/healthz$/, handle: (_request, _, b) => health(b) },
  { path: /^\/api\/auth\/(.*)$/, post: true, handle: (request, [rest], b) => authApi(request, rest ?? '', b) },
  { path: /^\/api\/privacy\/(.*)$/, post: true, handle: (request, [rest], b) => privacyApi(request, rest ?? '', b) },
  { path: /^\/api\/stripe\/webhook$/, post: true, handle: (request, _, b) => answerPaymentWebhook(request, b) },
  { path: /^\/api\/ai-writing\/stream$/, post: true, handle: (request, _, b) => aiWritingStream(request, b) },
  {
    path: /^\/api\/statistics\/export$/,
    handle: (request, _, b) => b.statisticsExport.handle(request, readCookie(request.headers.get('cookie'), SESSION_COOKIE)),
  },
  { path: /^\/xml\/jobs(?:\/[^/]*)?$/, handle: (request, _, b) => b.feeds.jobFeed(request) },
  { path: /^\/job-file\/([^/]+)\/([^/]+)$/, handle: (request, [job, name], b) => b.jobFiles.handle(request, job!, name!) },
  { path: /^\/job-logo\/([^/]+)$/, handle: (request, [job], b) => b.jobLogos.handle(request, job!) },
  {
    path: /^\/application-file\/([^/]+)\/([^/]+)$/,
    handle: (request, [application, file], b) =>
      b.applicationFiles.handle(request, application!, file!, readCookie(request.headers.get('cookie'), SESSION_COOKIE)),
  },
  {
    path: /^\/organization-image\/([^/]+)\/([^/]+)$/,
    handle: (request, [organization, name], b) => b.organizationImages.handle(request, organization!, name!),
  },
  {
    path: /^\/organization-brochure\/([^/]+)\/([^/]+)$/,
    handle: (request, [brochure, name], b) => b.organizationBrochures.handle(request, brochure!, name!),
  },
  {
    path: /^\/resume-picture\/([^/]+)$/,
    handle: (request, [name], b) => b.resumePictures.handle(request, name!, readCookie(request.headers.get('cookie'), SESSION_COOKIE)),
  },
  {
    path: /^\/resume-attachment\/([^/]+)$/,
    handle: (request, [id], b) => b.resumeAttachments.handle(request, id!, readCookie(request.headers.get('cookie'), SESSION_COOKIE)),
  },
  { path: /^\/dev\/mailbox$/, handle: (request, _, b) => b.devMailbox(request) },
  { path: /^\/sitemap\.xml$/, handle: (request, _, b) => b.feeds.sitemapIndex(request) },
  { path: /^\/sitemap\.xsl$/, handle: (_request, _, b) => b.feeds.stylesheet('urlset') },
  { path: /^\/sitemap-index\.xsl$/, handle: (_request, _, b) => b.feeds.stylesheet('index') },
  // `/{type}/sitemap.xml`, with or without a locale prefix: the endpoint reads both from the URL.
  { path: /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/[a-z][a-z-]*\/sitemap\.xml$/, handle: (request, _, b) => b.feeds.sitemap(request) },
];
