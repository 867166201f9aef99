import { Alert, Button, Checkbox, Divider, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DeletionRequirements } from '../../../application/platform/privacy/get-deletion-requirements.use-case';
import { useSite } from '../../hooks/use-site';
import { SocialSignInButtons } from './social-sign-in-buttons';

interface Props {
  readonly csrfToken: string;
  readonly requirements: DeletionRequirements;
  /** The organization the user owns, if any (named in the deletion warning). */
  readonly ownedOrganization: string | null;
  /** Path of the settings page, to come back to after a confirming sign-in. */
  readonly settingsPath: string;
}

/**
 * Account settings, privacy: "Download my data" (a JSON file, POST /api/privacy/export)
 * and "Delete my account" (POST /api/privacy/delete, confirmed with the password, or for accounts without
 * one with a fresh sign-in at a linked provider). Plain forms: both work without JavaScript.
 */
export function PrivacySection({ csrfToken, requirements, ownedOrganization, settingsPath }: Props) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const hidden = (
    <>
      <input type="hidden" name="csrfToken" value={csrfToken} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  const mayDelete = requirements.method === 'password' || requirements.freshUntil !== null;

  return (
    <>
      <Divider />
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('privacyData.exportTitle')}
      </Typography>
      <Typography color="text.secondary">{t('privacyData.exportIntro')}</Typography>
      <form method="post" action="/api/privacy/export" data-form="export-data">
        {hidden}
        <Button type="submit" variant="outlined">
          {t('privacyData.exportSubmit')}
        </Button>
      </form>

      <Divider />
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }} id="delete-account">
        {t('privacyData.deleteTitle')}
      </Typography>
      <Typography color="text.secondary">{t('privacyData.deleteIntro')}</Typography>
      {ownedOrganization && <Alert severity="warning">{t('privacyData.ownsOrganization', { organization: ownedOrganization })}</Alert>}
      {requirements.method === 'fresh-sign-in' && requirements.freshUntil === null && (
        <>
          <Typography>{t(requirements.providers.length > 0 ? 'privacyData.reauthIntro' : 'privacyData.reauthNone')}</Typography>
          <SocialSignInButtons
            providers={requirements.providers}
            csrfToken={csrfToken}
            callbackUrl={`${settingsPath}#delete-account`}
            label="confirmWith"
          />
        </>
      )}
      {requirements.method === 'fresh-sign-in' && requirements.freshUntil !== null && (
        <Alert severity="info">{t('privacyData.reauthDone')}</Alert>
      )}
      {mayDelete && (
        <form method="post" action="/api/privacy/delete" data-form="delete-account">
          {hidden}
          <Stack spacing={2}>
            {requirements.method === 'password' && (
              <TextField
                name="password"
                id="delete-account-password"
                type="password"
                label={t('privacyData.password')}
                autoComplete="current-password"
                required
                fullWidth
              />
            )}
            <FormControlLabel control={<Checkbox name="confirm" required />} label={t('privacyData.confirm')} />
            <Button type="submit" variant="contained" color="error">
              {t('privacyData.deleteSubmit')}
            </Button>
          </Stack>
        </form>
      )}
    </>
  );
}
