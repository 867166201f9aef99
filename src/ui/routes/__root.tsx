/// <reference types="vite/client" />
import { HeadContent, Outlet, ScriptOnce, Scripts, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import nprogressCss from 'nprogress/nprogress.css?inline';
import type { ReactNode } from 'react';
import { AppShell } from '../components/app-shell';
import { Providers } from '../components/providers';
import { SessionProvider } from '../session/session-provider';
import { useSite } from '../hooks/use-site';
import { RootErrorDocument } from '../pages/root-error-document';
import type { RouterContext } from '../router';
import { pageHead } from '../routing/page-head';
import { resolveLocale } from '../../domain/routing/resolve-locale';
import { loadTermsNotice } from '../server/consent.functions';
import { loadMessages, messagesHref, messagesOf } from '../server/messages';
import { getSiteContext, type SiteContext } from '../server/site.functions';
import { loadConsentBanner } from '../server/tracking.functions';
import { loadReadOnlyNotice } from '../server/read-only.functions';
import { BEFORE_HYDRATION_CSS } from '../theme/before-hydration-styles';
import { LATO_FACES_CSS, LATO_TEXT_FACES } from '../theme/lato-faces';

// The site never changes within a process: the browser asks once and keeps it.
let browserSiteContext: SiteContext | undefined;
async function siteContext(): Promise<SiteContext> {
  if (typeof window === 'undefined') return getSiteContext();
  return (browserSiteContext ??= await getSiteContext());
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const { site, preferredLocale, userKind, session } = await siteContext();
    const resolution = resolveLocale(site, location.publicHref, preferredLocale);
    // With several locales every path carries a prefix; `/` goes to the visitor's locale.
    if (resolution.kind === 'redirect') throw redirect({ href: resolution.href, statusCode: 302 });
    context.localeState.prefixLocale = resolution.prefixLocale;
    context.localeState.locale = resolution.locale;
    // A session whose user cannot be loaded is sent to /user/logout.
    if (session.kind === 'user-gone' && location.pathname !== '/user/logout') throw redirect({ to: '/user/logout', statusCode: 302 });
    return {
      site,
      locale: resolution.locale,
      userKind,
      session: session.kind === 'signed-in' ? session.session : null,
      csrfToken: session.kind === 'signed-in' ? session.csrfToken : null,
      localeSupported: resolution.kind === 'ok',
    };
  },
  loader: async ({ context }) => {
    // The terms notice answers at once (no platform query) for guests: no session cookie, nothing to ask.
    const [messagesVersion, termsNotice, consentBanner, readOnly] = await Promise.all([
      loadMessages(context.locale),
      loadTermsNotice({ data: { locale: context.locale } }),
      loadConsentBanner(),
      loadReadOnlyNotice({ data: { locale: context.locale } }),
    ]);
    return { messagesVersion, termsNotice, consentBanner, readOnly };
  },
  // Messages of a locale do not change while a page is open; a language switch reloads the document.
  staleTime: Infinity,
  shouldReload: false,
  head: ({ match, loaderData }) => {
    const site = match.context.site;
    const base = site ? pageHead({ title: site.name, description: site.description }) : { meta: [], links: [] };
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        ...(site ? [{ name: 'theme-color', content: site.theme.primary }] : []),
        ...base.meta,
      ],
      // Inline: a stylesheet request would hold the first paint back (theme/lato-faces.ts).
      styles: [{ children: LATO_FACES_CSS + nprogressCss + BEFORE_HYDRATION_CSS }],
      links: [
        ...LATO_TEXT_FACES.map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', href, crossOrigin: 'anonymous' as const })),
        // The messages the browser hydrates with (client.tsx), fetched while the scripts load.
        ...(loaderData
          ? [
              {
                rel: 'preload',
                as: 'fetch',
                href: messagesHref(match.context.locale, loaderData.messagesVersion),
                crossOrigin: 'anonymous' as const,
              },
            ]
          : []),
        ...(site ? [{ rel: 'icon', href: site.theme.logo, type: 'image/svg+xml' }] : []),
      ],
    };
  },
  component: RootComponent,
  errorComponent: RootErrorDocument,
});

/** When loading failed: the page shows keys. */
const NO_MESSAGES = {};

function RootComponent() {
  const { site, locale } = useSite();
  const messages = messagesOf(locale) ?? NO_MESSAGES;
  const { localeState, localeSupported, session } = Route.useRouteContext();
  // Keep the rewrite's prefix and locale in step with the resolved locale before any link below renders
  // (matters on hydration, when beforeLoad does not run again in the browser).
  localeState.prefixLocale = site.locales.length > 1 ? (localeSupported ? locale : site.defaultLocale) : undefined;
  localeState.locale = locale;
  return (
    <Document lang={locale}>
      <Providers locale={locale} messages={messages} theme={site.theme}>
        <SessionProvider
          initial={session}
          creationSource={site.features.creationSource === true}
          refetchIntervalSeconds={site.features.sessionRefetchSeconds}
        >
          <AppShell>
            <Outlet />
          </AppShell>
        </SessionProvider>
      </Providers>
    </Document>
  );
}

function Document({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        {/* Before any module defines a schema: zod must not probe eval, which the CSP refuses (and reports). */}
        <ScriptOnce>{'globalThis.__zod_globalConfig={jitless:true}'}</ScriptOnce>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
