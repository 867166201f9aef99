import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRouteContext, useRouterState } from '@tanstack/react-router';
import { useSite } from '../../hooks/use-site';
import { useSession } from '../../session/session-provider';

/**
 * Banners on every page: an administrator acting as a user,
 * and an account whose address is not yet confirmed (with "send the link again"). Both are plain forms:
 * they work without JavaScript.
 */
export function AccountBanners() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { data } = useSession();
  // Issued with the page for signed-in users (session.server.ts), so these forms post without JavaScript.
  const { csrfToken } = useRouteContext({ from: '__root__' }) as { csrfToken: string | null };
  // The page's public path from the router, the same on the server and in the browser: reading `window`
  // here rendered a field the server never sent, and hydration failed on every page of an unverified user.
  const callbackUrl = useRouterState({ select: (s) => s.location.publicHref.split(/[?#]/)[0] });
  if (!data) return null;
  return (
    <>
      {data.masqueraded && (
        <Alert
          severity="warning"
          variant="filled"
          square
          data-testid="masquerade-banner"
          action={
            <form method="post" action="/api/auth/masquerade/end">
              <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
              <input type="hidden" name="locale" value={locale} />
              <Button type="submit" color="inherit" size="small" variant="outlined">
                {t('accounts.banner.endMasquerade')}
              </Button>
            </form>
          }
        >
          {t('accounts.banner.masquerade', { name: data.user.name })}
        </Alert>
      )}
      {!data.user.emailVerified && (
        <Alert
          severity="info"
          square
          data-testid="unverified-banner"
          action={
            <form method="post" action="/api/auth/verify-email/resend">
              <input type="hidden" name="csrfToken" value={csrfToken ?? ''} />
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="callbackUrl" value={callbackUrl} />
              <Button type="submit" color="inherit" size="small">
                {t('accounts.banner.resend')}
              </Button>
            </form>
          }
        >
          {t('accounts.banner.unverified')}
        </Alert>
      )}
    </>
  );
}
