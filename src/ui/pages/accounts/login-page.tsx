import { Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { loginSchema, type LoginValues } from '../../forms/account-schemas';
import { AccountPage } from '../../components/accounts/account-page';
import { AuthForm } from '../../components/accounts/auth-form';
import { TextLink } from '../../components/router-links';
import { SocialSignInButtons } from '../../components/accounts/social-sign-in-buttons';
import type { SocialProviderId } from '../../../domain/identity/social-sign-in';

export interface AuthPageProps {
  readonly csrfToken: string;
  readonly error?: string | undefined;
  readonly notice?: string | undefined;
  readonly callbackUrl?: string | undefined;
}

/** /user/login: credentials sign-in (POST /api/auth/callback/credentials, NextAuth's shape) and the site's social providers. */
export function LoginPage({
  csrfToken,
  error,
  notice,
  callbackUrl,
  socialProviders = [],
}: AuthPageProps & { socialProviders?: readonly SocialProviderId[] }) {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('accounts.login.title')} error={error} notice={notice}>
      <AuthForm<LoginValues>
        name="login"
        action="/api/auth/callback/credentials"
        schema={loginSchema}
        defaults={{ email: '', password: '' }}
        csrfToken={csrfToken}
        hidden={{ callbackUrl }}
        changesSession
        submitLabel={t('accounts.login.submit')}
        fields={[
          { name: 'email', label: t('accounts.fields.email'), type: 'email', autoComplete: 'username' },
          { name: 'password', label: t('accounts.fields.password'), type: 'password', autoComplete: 'current-password' },
        ]}
      />
      <TextLink to="/user/password/forgot">{t('accounts.login.forgot')}</TextLink>
      {socialProviders.length > 0 && (
        <>
          <Divider>{t('social.or')}</Divider>
          <SocialSignInButtons providers={socialProviders} csrfToken={csrfToken} callbackUrl={callbackUrl} label="signInWith" />
        </>
      )}
      <Divider />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Typography>{t('accounts.login.noAccount')}</Typography>
        <TextLink to="/user/register">{t('accounts.login.register')}</TextLink>
      </Stack>
    </AccountPage>
  );
}
