import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  VALIDATION_VALUES,
  type ForgotPasswordValues,
  type ResetPasswordValues,
} from '../../forms/account-schemas';
import { useSite } from '../../hooks/use-site';
import { useSession } from '../../session/session-provider';
import { AccountPage } from '../../components/accounts/account-page';
import { AuthForm } from '../../components/accounts/auth-form';
import { ButtonLink, TextLink } from '../../components/router-links';
import type { AuthPageProps } from './login-page';

/** /user/logout: confirm, then POST /api/auth/signout (a GET never signs anyone out). */
export function LogoutPage({ csrfToken, error }: AuthPageProps) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { store } = useSession();
  return (
    <AccountPage title={t('accounts.logout.title')} intro={t('accounts.logout.text')} error={error}>
      <form
        method="post"
        action="/api/auth/signout"
        data-form="logout"
        onSubmit={(event) => {
          // With JavaScript: sign out, tell the other tabs once it has happened, then follow the answer.
          // Without it the plain POST answers with a 303 and the other tabs catch up when they become visible.
          event.preventDefault();
          const body = new URLSearchParams({ csrfToken, locale, json: 'true' });
          void fetch('/api/auth/signout', { method: 'POST', body, headers: { Accept: 'application/json' }, credentials: 'same-origin' })
            .then((r) => r.json() as Promise<{ url?: string }>)
            .catch(() => ({ url: undefined }))
            .then((answer) => {
              store.broadcast();
              window.location.assign(answer.url ?? '/');
            });
        }}
      >
        <input type="hidden" name="csrfToken" value={csrfToken} />
        <input type="hidden" name="locale" value={locale} />
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained">
            {t('accounts.logout.submit')}
          </Button>
          <ButtonLink to="/dashboard">{t('accounts.logout.cancel')}</ButtonLink>
        </Stack>
      </form>
    </AccountPage>
  );
}

/** /user/password/forgot: the reset link goes out when the address has an account; the answer is the same. */
export function ForgotPasswordPage({ csrfToken, error }: AuthPageProps) {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('accounts.forgot.title')} intro={t('accounts.forgot.intro')} error={error}>
      <AuthForm<ForgotPasswordValues>
        name="forgot-password"
        action="/api/auth/password/forgot"
        schema={forgotPasswordSchema}
        defaults={{ email: '' }}
        csrfToken={csrfToken}
        submitLabel={t('accounts.forgot.submit')}
        fields={[{ name: 'email', label: t('accounts.fields.email'), type: 'email', autoComplete: 'email' }]}
      />
      <TextLink to="/user/login">{t('accounts.forgot.back')}</TextLink>
    </AccountPage>
  );
}

/** /user/password/reset?token=…: the new password (every session of the account ends). */
export function ResetPasswordPage({ csrfToken, error, token }: AuthPageProps & { token: string | undefined }) {
  const { t } = useTranslation();
  return (
    <AccountPage
      title={t('accounts.reset.title')}
      intro={token ? t('accounts.reset.intro') : t('accounts.reset.missingToken')}
      error={error}
    >
      {token && (
        <AuthForm<ResetPasswordValues>
          name="reset-password"
          action="/api/auth/password/reset"
          schema={resetPasswordSchema}
          defaults={{ password: '' }}
          csrfToken={csrfToken}
          hidden={{ token }}
          changesSession
          submitLabel={t('accounts.reset.submit')}
          fields={[
            {
              name: 'password',
              label: t('accounts.fields.newPassword'),
              type: 'password',
              autoComplete: 'new-password',
              helper: t('accounts.fields.passwordHint', { min: VALIDATION_VALUES.min }),
            },
          ]}
        />
      )}
    </AccountPage>
  );
}

/** /user/verify-email?token=…: one click confirms (a button, so mail scanners that open links do not use it up). */
export function VerifyEmailPage({ csrfToken, error, token }: AuthPageProps & { token: string | undefined }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  return (
    <AccountPage
      title={t('accounts.verify.title')}
      intro={token ? t('accounts.verify.intro') : t('accounts.reset.missingToken')}
      error={error}
    >
      {token && (
        <form method="post" action="/api/auth/verify-email" data-form="verify-email">
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <Button type="submit" variant="contained" size="large">
            {t('accounts.verify.submit')}
          </Button>
        </form>
      )}
    </AccountPage>
  );
}

/** /user/error?error=…: the auth error page. */
export function AuthErrorPage({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('accounts.errors.title')} error={error ?? 'Default'}>
      <TextLink to="/user/login">{t('accounts.errors.back')}</TextLink>
    </AccountPage>
  );
}
