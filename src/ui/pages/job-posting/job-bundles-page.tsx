import { Alert, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EditableJobView } from '../../../application/board/job-posting/job-posting-gateway.port';
import { HydrationMarker } from '../../components/hydration-marker';
import { JobStateChip } from '../../components/job-wizard/job-state-chip';
import { ButtonLink } from '../../components/router-links';
import { formatDateTime } from '../../format/dates';
import { useSite } from '../../hooks/use-site';
import type { PostingOffer } from '../../server/commerce.functions';
import { PostingOfferBlock } from '../../components/commerce/posting-offer';

/**
 * /job/wizard/bundles: the step after posting in self-service: what happened to the job and
 * the next steps. On a site that charges for postings, a draft that could not go online gets what to
 * buy (bundles, subscriptions: each leads to the checkout and back here) and, with units left, a
 * "publish now" button.
 */
export function JobBundlesPage({
  editable,
  offer = null,
  csrfToken = '',
  paymentRequired = false,
  ordered,
}: {
  editable: EditableJobView;
  offer?: PostingOffer | null;
  csrfToken?: string;
  paymentRequired?: boolean;
  ordered?: string | undefined;
}) {
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
          {offer && workflowState === 'draft' && (
            <PostingOfferBlock offer={offer} jobId={posting.id} csrfToken={csrfToken} paymentRequired={paymentRequired} ordered={ordered} />
          )}
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
