import { Alert, Box, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EditableJobView } from '../../../application/board/job-posting/job-posting-gateway.port';
import type { Job } from '../../../domain/job/job';
import { FormErrorAlert } from '../../components/form-error-alert';
import { isJobPostingCode, jobPostingProblem } from '../../components/job-wizard/job-posting-problem';
import { JobStateChip } from '../../components/job-wizard/job-state-chip';
import { WorkflowForm } from '../../components/job-wizard/workflow-form';
import { ButtonLink } from '../../components/router-links';
import { JobPage } from '../job-page';
import { usePublicHref } from './use-public-href';

interface Props {
  readonly editable: EditableJobView;
  readonly job: Job;
  readonly expired: boolean;
  readonly csrfToken: string;
  readonly notice?: string | undefined;
}

/**
 * The preview before publishing: the job exactly as its page will show it, under a bar with its state
 * and what may happen next. The publish option shows only for drafts (hidden in needs_review,
 * published, archived and scheduled).
 */
export function JobPreviewPage({ editable, job, expired, csrfToken, notice }: Props) {
  const { t } = useTranslation();
  const here = usePublicHref();
  const can = (action: string) => editable.actions.includes(action);
  const id = editable.posting.id;
  return (
    <Stack spacing={3}>
      <Container maxWidth="lg">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="preview-bar">
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
                {t('jobWizard.preview.title')}
              </Typography>
              <JobStateChip state={editable.workflowState} />
            </Stack>
            <Typography color="text.secondary">{t(`jobWizard.preview.intro.${editable.workflowState}`)}</Typography>
            {notice && <Alert severity="success">{t(`jobWizard.notices.${notice}`, { defaultValue: '' })}</Alert>}
            <FormErrorAlert testId="preview-error" include={isJobPostingCode} messageOf={jobPostingProblem(t)} />
            <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1.5 }}>
              {can('edit') && (
                <ButtonLink to="/job/wizard" search={{ id: Number(id) }} variant="outlined" size="small">
                  {t('jobWizard.actions.edit')}
                </ButtonLink>
              )}
              {can('publish') && (
                <WorkflowForm
                  jobId={id}
                  action="PUBLISH"
                  csrfToken={csrfToken}
                  returnTo={here}
                  label={t('jobWizard.actions.publish')}
                  variant="contained"
                />
              )}
              {can('schedule') && (
                <WorkflowForm jobId={id} action="SCHEDULE" csrfToken={csrfToken} returnTo={here} label={t('jobWizard.actions.schedule')}>
                  <TextField
                    type="datetime-local"
                    name="publishAt"
                    size="small"
                    required
                    label={t('jobWizard.fields.publishAt')}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                </WorkflowForm>
              )}
            </Stack>
          </Stack>
        </Paper>
      </Container>
      <Box data-testid="preview-job">
        <JobPage job={job} expired={expired} />
      </Box>
    </Stack>
  );
}
