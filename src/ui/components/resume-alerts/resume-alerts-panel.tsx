import type { PlaceSelection } from '../../../domain/geo/place';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardResumeAlert } from '../../../application/board/resume-alerts/resume-alert-gateway.port';
import { RESUME_FACETS } from '../../../domain/resume-search/resume-search-query';
import { useSearchLinks } from '../search/use-search-links';
import { useSite } from '../../hooks/use-site';
import { announceResumeRecruitingEvent } from '../../tracking/resume-recruiting-events';
import { placeParamsOf, type ResumeSearchParams } from '../../routing/resume-search-query';
import { describeResumeAlert } from './describe-resume-alert';
import { INTERVAL_NAMES, ResumeAlertIntervalField } from './resume-alert-interval-field';

export interface ResumeAlertsPanelState {
  readonly alerts: readonly BoardResumeAlert[];
  readonly csrfToken: string;
  readonly notice?: string | undefined;
  readonly error?: string | undefined;
  /** The interval chosen in a refused form. */
  readonly interval?: string | undefined;
}

const NOTICES = new Set(['saved', 'deleted']);

/**
 * Below the resume search: the form that saves the current search (every word and filter as hidden
 * fields) as an alert with an interval, and the organization's alerts with their edit pages.
 */
export function ResumeAlertsPanel({
  params,
  place,
  radiusKm,
  state,
}: {
  params: ResumeSearchParams;
  /** The place the search found for the address (a typed one as the platform found it), saved with the alert. */
  place: PlaceSelection | null;
  radiusKm: number | null;
  state: ResumeAlertsPanelState;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { linkProps } = useSearchLinks();
  const typed = Number(state.interval);
  // The save answers with this notice (a plain POST and redirect): the page it lands on reports the signup.
  useEffect(() => {
    if (state.notice === 'saved') announceResumeRecruitingEvent({ name: 'resume_alert_signup' });
  }, [state.notice]);
  return (
    <Paper component="section" variant="outlined" sx={{ p: 3, mt: 4 }} aria-labelledby="resume-alerts-title">
      <Typography id="resume-alerts-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        {t('resumeRecruiting.alerts.title')}
      </Typography>
      {state.notice && NOTICES.has(state.notice) && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="resume-alert-notice">
          {t(`resumeRecruiting.alerts.notice.${state.notice}`)}
        </Alert>
      )}
      {state.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="resume-alert-error">
          {t(`resumeRecruiting.alerts.errors.${state.error}`, { defaultValue: t('resumeRecruiting.errors.default') })}
        </Alert>
      )}
      {/* A place the search could not use is shown as the search's error: no alert is saved without it. */}
      {(params.geo_location.trim() === '' || place !== null) && (
        <form method="post" action="/api/resume-alerts/save" data-form="resume-alert-save">
          <input type="hidden" name="csrfToken" value={state.csrfToken} />
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="keywords" value={params.keywords} />
          {RESUME_FACETS.flatMap((facet) => params[facet].map((v) => <input key={`${facet}-${v}`} type="hidden" name={facet} value={v} />))}
          {Object.entries(placeParamsOf(place, radiusKm)).map(([key, value]) =>
            value === '' ? null : <input key={key} type="hidden" name={key} value={value} />,
          )}
          <Stack spacing={1.5}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              {t('resumeRecruiting.alerts.save.title')}
            </Typography>
            <Typography color="text.secondary">{t('resumeRecruiting.alerts.save.hint')}</Typography>
            <ResumeAlertIntervalField value={Number.isInteger(typed) && typed in INTERVAL_NAMES ? typed : 604_800} />
            <Box>
              <Button type="submit" variant="outlined">
                {t('resumeRecruiting.alerts.save.submit')}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 3, mb: 1 }}>
        {t('resumeRecruiting.alerts.list.title')}
      </Typography>
      {state.alerts.length === 0 ? (
        <Typography>{t('resumeRecruiting.alerts.list.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {state.alerts.map((alert) => (
            <Box component="li" key={alert.id} data-testid="resume-alert">
              <a {...linkProps(`/resume-alert/edit/${alert.id}`)}>
                {describeResumeAlert(alert, t, locale) || t('resumeRecruiting.alerts.list.allResumes')}
              </a>{' '}
              <Typography component="span" color="text.secondary">
                ({t(`resumeRecruiting.alerts.interval.${INTERVAL_NAMES[alert.interval]}`)})
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
