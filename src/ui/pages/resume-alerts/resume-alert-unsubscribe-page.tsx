import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrationMarker } from '../../components/hydration-marker';
import { useSite } from '../../hooks/use-site';

/**
 * /resume-alert/unsubscribe?token=…: the digest's unsubscribe link. Opening it changes nothing (mail
 * scanners open links); the button posts the signed token, no sign-in needed.
 */
export function ResumeAlertUnsubscribePage({ token, done, error }: { token: string; done: boolean; error?: string | undefined }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  let body: ReactNode;
  if (done) {
    body = (
      <Alert severity="success" role="status" data-testid="resume-alert-unsubscribed">
        {t('resumeRecruiting.alerts.unsubscribe.done')}
      </Alert>
    );
  } else if (error || !token) {
    body = (
      <Alert severity="error" role="alert">
        {t('resumeRecruiting.alerts.errors.INVALID_TOKEN')}
      </Alert>
    );
  } else {
    body = (
      <form method="post" action="/api/resume-alerts/unsubscribe" data-form="resume-alert-unsubscribe">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="locale" value={locale} />
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('resumeRecruiting.alerts.unsubscribe.text')}</Typography>
          <Button type="submit" variant="contained">
            {t('resumeRecruiting.alerts.unsubscribe.submit')}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <Container maxWidth="sm">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {t('resumeRecruiting.alerts.unsubscribe.title')}
        </Typography>
        {body}
      </Stack>
    </Container>
  );
}
