import type { Board } from '../../infrastructure/di/board';
import { handleAuthApi } from './auth/auth-api.server';
import { handlePrivacyApi } from './privacy/privacy-api.server';

/**
 * The platform's own endpoints the board's pages ask (the session, the sign-in providers, what deleting
 * an account needs): over HTTP in a board-only process, in process otherwise — the same requests and
 * answers either way, so both topologies run this one path.
 */
export async function askPlatform(b: Board, request: Request): Promise<Response> {
  if (b.platform) return b.platform.forward(request);
  const path = new URL(request.url).pathname;
  if (path.startsWith('/api/auth/')) return handleAuthApi(request, path.slice('/api/auth/'.length), b.accounts, b.social);
  if (path.startsWith('/api/privacy/')) return handlePrivacyApi(request, path.slice('/api/privacy/'.length), b.accounts, b.privacy);
  throw new Error(`${path} is not a platform endpoint the board asks`);
}

/** Headers of the page request that a platform endpoint needs to answer for the same visitor. */
const PASSED_ON = ['cookie', 'x-request-id', 'accept-language'] as const;

/**
 * `GET {path}` of the platform for the page being served: with its cookies, under its address, and with
 * the cookies the answer sets (a renewed session, a cleared one) passed on to the browser.
 */
export async function getFromPlatform(b: Board, path: string): Promise<Response> {
  const { getRequest, appendResponseHeader } = await import('@tanstack/react-start/server');
  const page = getRequest();
  const headers = new Headers({ accept: 'application/json' });
  for (const name of PASSED_ON) {
    const value = page.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await askPlatform(b, new Request(new URL(path, page.url), { headers }));
  for (const cookie of response.headers.getSetCookie()) appendResponseHeader('set-cookie', cookie);
  return response;
}

/** The JSON body of a platform answer, or an error naming the endpoint and status (logged by the caller). */
export async function platformJson<T>(response: Response, path: string): Promise<T> {
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`platform ${path} answered ${response.status}`);
  }
  return (await response.json()) as T;
}
