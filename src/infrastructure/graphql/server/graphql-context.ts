import type { YogaInitialContext } from 'graphql-yoga';
import { ANONYMOUS, type Actor } from '../../../domain/identity/actor';
import { isLocale, type Locale } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { SiteConfig } from '../../../domain/site/site-config';
import { connectionAddressOf } from '../../http/visitor-address';
import { expectedError } from './expected-error';
import type { SiteDirectory } from '../../../application/platform/site/site-directory.port';
import type { TokenVerifier } from '../../../application/platform/identity/token-verifier.port';

/** Request headers the platform API reads. */
export const HEADER = {
  frontend: 'x-frontend',
  locale: 'x-locale',
  authorization: 'authorization',
  requestId: 'x-request-id',
  visualEditor: 'x-visual-editor',
} as const;

/** The two ports the request context is built from; the use cases are the parts' own dependencies. */
export interface PlatformPorts {
  readonly sites: SiteDirectory;
  readonly tokens: TokenVerifier;
  /** The visitor's address of a request (visitor-address.ts); default: the connection's. */
  readonly visitorAddress?: (request: Request) => string;
}

/** What every resolver gets: the explicit request facts for use cases, plus the site and editor flag. */
export interface PlatformContext {
  /** Named so it never shadows yoga's `request` (the HTTP Request) in the merged context. */
  readonly requestContext: RequestContext;
  readonly site: SiteConfig;
  readonly visualEditor: boolean;
  /** The visitor's network address, never one the client named (per-visitor limits). */
  readonly visitorAddress: string;
}

export type ResolverContext = PlatformContext & YogaInitialContext;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The site named by X-Frontend, or an UNKNOWN_FRONTEND error (HTTP 400). */
export function siteOf(headers: Headers, sites: SiteDirectory): SiteConfig {
  const key = headers.get(HEADER.frontend)?.trim() ?? '';
  const site = key ? sites.get(key) : undefined;
  if (!site) {
    throw expectedError(
      'UNKNOWN_FRONTEND',
      key ? `Unknown frontend "${key.slice(0, 64)}" in the X-Frontend header.` : 'The X-Frontend header naming the site is missing.',
      400,
    );
  }
  return site;
}

/** X-Locale when the site speaks it, otherwise the site's default locale. */
export function localeOf(headers: Headers, site: SiteConfig): Locale {
  const wanted = headers.get(HEADER.locale)?.trim();
  return isLocale(wanted) && site.locales.includes(wanted) ? wanted : site.defaultLocale;
}

export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get(HEADER.authorization) ?? '');
  return match?.[1] ?? null;
}

/** X-Request-Id when it looks like an id (it ends up in logs), otherwise a fresh UUID. */
export function requestIdOf(headers: Headers): string {
  const given = headers.get(HEADER.requestId)?.trim();
  return given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

export async function actorOf(headers: Headers, tokens: TokenVerifier): Promise<Actor> {
  const token = bearerToken(headers);
  return token ? tokens.verify(token) : ANONYMOUS;
}

/**
 * Builds the context once per HTTP request (a batch of 10 operations shares one token check and one
 * request id): yoga calls the factory per operation, the WeakMap keys it by the Request.
 */
export function createContextFactory(platform: PlatformPorts) {
  const perRequest = new WeakMap<Request, Promise<PlatformContext>>();
  const build = async (request: Request): Promise<PlatformContext> => {
    const headers = request.headers;
    const site = siteOf(headers, platform.sites);
    const actor = await actorOf(headers, platform.tokens);
    return {
      site,
      visualEditor: headers.get(HEADER.visualEditor)?.trim().toLowerCase() === 'true',
      visitorAddress: (platform.visitorAddress ?? connectionAddressOf)(request),
      requestContext: { site: site.key, locale: localeOf(headers, site), actor, requestId: requestIdFor(request) },
    };
  };
  return (initial: YogaInitialContext): Promise<PlatformContext> => {
    let ctx = perRequest.get(initial.request);
    if (!ctx) {
      ctx = build(initial.request);
      perRequest.set(initial.request, ctx);
    }
    return ctx;
  };
}

const requestIds = new WeakMap<Request, string>();

/** One id per HTTP request, shared by the context, the logs and the X-Request-Id response header. */
export function requestIdFor(request: Request): string {
  let id = requestIds.get(request);
  if (!id) {
    id = requestIdOf(request.headers);
    requestIds.set(request, id);
  }
  return id;
}
