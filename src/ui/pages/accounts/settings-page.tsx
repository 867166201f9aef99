import { Alert, Divider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  changeEmailSchema,
  changePasswordSchema,
  VALIDATION_VALUES,
  type ChangeEmailValues,
  type ChangePasswordValues,
} from '../../forms/account-schemas';
import { AccountPage } from '../../components/accounts/account-page';
import { AuthForm } from '../../components/accounts/auth-form';
import type { AuthPageProps } from './login-page';
import { PrivacySection } from '../../components/accounts/privacy-section';
import type { DeletionRequirements } from '../../../application/platform/privacy/get-deletion-requirements.use-case';

/** /user/settings: change of e-mail (re-verified through a link) and of password (other sessions end). */
export function SettingsPage({
  csrfToken,
  error,
  notice,
  email,
  masqueraded,
  deletion = null,
  ownedOrganization = null,
  settingsPath = '/user/settings',
}: AuthPageProps & {
  email: string;
  masqueraded: boolean;
  deletion?: DeletionRequirements | null;
  ownedOrganization?: string | null;
  settingsPath?: string;
}) {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('accounts.settings.title')} error={error} notice={notice} width="sm">
      {masqueraded ? (
        <Alert severity="info">{t('accounts.settings.masqueradeNote')}</Alert>
      ) : (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('accounts.settings.emailTitle')}
          </Typography>
          <Typography color="text.secondary">{t('accounts.settings.emailIntro', { email })}</Typography>
          <AuthForm<ChangeEmailValues>
            name="change-email"
            action="/api/auth/email/change"
            schema={changeEmailSchema}
            defaults={{ newEmail: '', currentPassword: '' }}
            csrfToken={csrfToken}
            submitLabel={t('accounts.settings.emailSubmit')}
            fields={[
              { name: 'newEmail', label: t('accounts.fields.newEmail'), type: 'email', autoComplete: 'email' },
              { name: 'currentPassword', label: t('accounts.fields.currentPassword'), type: 'password', autoComplete: 'current-password' },
            ]}
          />
          <Divider />
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('accounts.settings.passwordTitle')}
          </Typography>
          <Typography color="text.secondary">{t('accounts.settings.passwordIntro')}</Typography>
          <AuthForm<ChangePasswordValues>
            name="change-password"
            action="/api/auth/password/change"
            schema={changePasswordSchema}
            defaults={{ currentPassword: '', newPassword: '' }}
            csrfToken={csrfToken}
            changesSession
            submitLabel={t('accounts.settings.passwordSubmit')}
            fields={[
              { name: 'currentPassword', label: t('accounts.fields.currentPassword'), type: 'password', autoComplete: 'current-password' },
              {
                name: 'newPassword',
                label: t('accounts.fields.newPassword'),
                type: 'password',
                autoComplete: 'new-password',
                helper: t('accounts.fields.passwordHint', { min: VALIDATION_VALUES.min }),
              },
            ]}
          />
          {deletion && (
            <PrivacySection
              csrfToken={csrfToken}
              requirements={deletion}
              ownedOrganization={ownedOrganization}
              settingsPath={settingsPath}
            />
          )}
        </>
      )}
    </AccountPage>
  );
}
