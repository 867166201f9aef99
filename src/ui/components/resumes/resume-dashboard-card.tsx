import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ResumeVisibility } from '../../../domain/resume/resume';
import type { Completeness } from '../../../domain/resume/resume-completeness';
import { ButtonLink } from '../router-links';
import { CompletenessBox } from './completeness-box';

/** The dashboard's completeness card: the resume's state and the next most useful thing to add. */
export function ResumeDashboardCard({ card }: { card: { visibility: ResumeVisibility; completeness: Completeness } }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2.5 }} aria-labelledby="resume-card-title" data-testid="resume-card">
      <Stack spacing={1.5}>
        <Typography variant="h2" id="resume-card-title" sx={{ fontSize: '1.25rem' }}>
          {t('resumes.dashboard.title')}
        </Typography>
        <Typography data-testid="resume-card-visibility">
          {t('resumes.dashboard.state', { visibility: t(`resumes.dashboard.visibilityShort.${card.visibility}`) })}
        </Typography>
        <CompletenessBox completeness={card.completeness} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <ButtonLink to="/resume/edit" variant="contained">
            {t('resumes.dashboard.open')}
          </ButtonLink>
          <ButtonLink to="/resume" variant="outlined">
            {t('resumes.view')}
          </ButtonLink>
        </Stack>
      </Stack>
    </Paper>
  );
}
