import { Alert, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EditableJobView } from '../../../application/board/job-posting/job-posting-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { JobStateChip } from '../../components/job-wizard/job-state-chip';
import { ButtonLink } from '../../components/router-links';
import { formatDateTime } from '../../format/dates';
import { useSite } from '../../hooks/use-site';

/**
 * /job/wizard/bundles: the step after posting in self-service (spec §2). Products and credits do not
 * exist yet, so it shows what happened to the job and the next steps — nothing to buy.
 */
export function JobBundlesPage({ editable }: { editable: EditableJobView }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { posting, workflowState } = editable;
  return (
    <Container maxWidth="sm">
      <HydrationMarker />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2.5}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
            {t('jobWizard.bundles.title')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700 }}>{posting.title}</Typography>
            <JobStateChip state={workflowState} />
          </Stack>
          <Alert severity={workflowState === 'published' ? 'success' : 'info'} data-testid="bundles-status">
            {t(`jobWizard.bundles.status.${workflowState}`, { date: formatDateTime(posting.publishAt, locale) ?? '' })}
          </Alert>
          <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
            {t('jobWizard.bundles.nextSteps')}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
            {workflowState === 'published' && (
              <ButtonLink to="/job/$slug" params={{ slug: posting.slug }} variant="contained">
                {t('jobWizard.bundles.viewJob')}
              </ButtonLink>
            )}
            <ButtonLink to="/job-manager" variant="outlined">
              {t('jobWizard.bundles.toJobManager')}
            </ButtonLink>
            <ButtonLink to="/job/wizard" variant="outlined">
              {t('jobWizard.bundles.postAnother')}
            </ButtonLink>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
