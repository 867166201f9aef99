import { Alert, Box, Button, Container, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BoardResumeAlert } from '../../../application/board/resume-alerts/resume-alert-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { describeResumeAlert, paramsOfResumeAlert } from '../../components/resume-alerts/describe-resume-alert';
import { ResumeAlertIntervalField } from '../../components/resume-alerts/resume-alert-interval-field';
import { useSearchLinks } from '../../components/search/use-search-links';
import { useSite } from '../../hooks/use-site';
import { resumeSearchHref } from '../../routing/resume-search-query';

/**
 * /resume-alert/edit/{id}: one resume alert of the recruiter's organization — its search (with a link
 * to run it), the interval form and the delete button, both plain POST forms.
 */
export function ResumeAlertEditPage({
  alert,
  csrfToken,
  notice,
  error,
}: {
  alert: BoardResumeAlert;
  csrfToken: string;
  notice?: string | undefined;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { linkProps } = useSearchLinks();
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(iso));
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={3}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {t('resumeRecruiting.alerts.edit.title')}
        </Typography>
        {notice === 'changed' && (
          <Alert severity="success" role="status" data-testid="resume-alert-notice">
            {t('resumeRecruiting.alerts.notice.changed')}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" data-testid="resume-alert-error">
            {t(`resumeRecruiting.alerts.errors.${error}`, { defaultValue: t('resumeRecruiting.errors.default') })}
          </Alert>
        )}
        <Box>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            {t('resumeRecruiting.alerts.edit.search')}
          </Typography>
          <Typography data-testid="resume-alert-search">
            {describeResumeAlert(alert, t, locale) || t('resumeRecruiting.alerts.list.allResumes')}
          </Typography>
          <a {...linkProps(resumeSearchHref(paramsOfResumeAlert(alert)))}>{t('resumeRecruiting.alerts.edit.open')}</a>
        </Box>
        <form method="post" action="/api/resume-alerts/interval" data-form="resume-alert-interval">
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="id" value={alert.id} />
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <ResumeAlertIntervalField value={alert.interval} />
            {alert.nextDueAt && (
              <Typography color="text.secondary">{t('resumeRecruiting.alerts.edit.nextDue', { date: date(alert.nextDueAt) })}</Typography>
            )}
            <Button type="submit" variant="contained">
              {t('resumeRecruiting.alerts.edit.submit')}
            </Button>
          </Stack>
        </form>
        <form method="post" action="/api/resume-alerts/delete" data-form="resume-alert-delete">
          <input type="hidden" name="csrfToken" value={csrfToken} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="id" value={alert.id} />
          <Button type="submit" variant="outlined" color="error">
            {t('resumeRecruiting.alerts.edit.delete')}
          </Button>
        </form>
        <Box>
          <a {...linkProps('/resumes')}>{t('resumeRecruiting.alerts.edit.back')}</a>
        </Box>
      </Stack>
    </Container>
  );
}
