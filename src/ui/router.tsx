import { getGlobalStartContext } from '@tanstack/react-start';
import { createRouter } from '@tanstack/react-router';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';
import { routeTree } from './routeTree.gen';
import { localizedPathTranslator } from '../domain/routing/path-translator';
import { createLocaleRewrite, createLocaleState, type LocaleState } from './routing/locale-rewrite';
import { parseSearch, stringifySearch } from './routing/search-serializer';
import { scrollRestorationAfterWaiting } from './routing/scroll-after-waiting';

export interface RouterContext {
  /** Shared with the locale rewrite: which prefix and locale links get (see routing/locale-rewrite.ts). */
  readonly localeState: LocaleState;
}

/**
 * One router per request on the server, one in the browser. Route files use internal paths (unprefixed,
 * English); the rewrite shows them localized (`<Link to="/jobs">` is `/fr/emploi` in French).
 */
export function getRouter() {
  const localeState = createLocaleState();
  return createRouter({
    routeTree,
    context: { localeState },
    rewrite: createLocaleRewrite(localeState, localizedPathTranslator()),
    // On the server: the nonce of this answer's Content-Security-Policy (start.ts); in the browser none.
    ssr: { nonce: requestScriptNonce() },
    parseSearch,
    stringifySearch,
    scrollRestoration: scrollRestorationAfterWaiting(),
    defaultPreload: 'intent',
    defaultNotFoundComponent: () => <NotFoundPage />,
    defaultErrorComponent: ErrorPage,
  });
}

/** The answer's script nonce, set by the security headers middleware; undefined in the browser. */
function requestScriptNonce(): string | undefined {
  try {
    return (getGlobalStartContext() as { cspNonce?: string } | undefined)?.cspNonce;
  } catch {
    // A router made outside a request's middleware chain renders nothing that needs a nonce.
    return undefined;
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
