import { Alert, Container, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MyResumePage } from '../../../application/board/resumes/show-my-resume.use-case';
import { HydrationMarker } from '../../components/hydration-marker';
import { CompletenessBox } from '../../components/resumes/completeness-box';
import { ResumeContentView } from '../../components/resumes/resume-content-view';
import { ButtonLink } from '../../components/router-links';

/** /resume: the resume as recruiters see it, the full or the anonymous view (a link switches). */
export function ResumePage({ page, anonymous }: { page: MyResumePage; anonymous: boolean }) {
  const { t } = useTranslation();
  const { resume, options } = page;
  const empty = resume.completeness.percent === 0;
  return (
    <Container maxWidth="md">
      <HydrationMarker />
      <Stack spacing={3}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {t('resumes.title')}
          </Typography>
          <ButtonLink to="/resume/edit" variant="contained">
            {empty ? t('resumes.startEditing') : t('resumes.edit')}
          </ButtonLink>
        </Stack>
        {empty && (
          <Alert
            severity="info"
            action={
              <ButtonLink to="/resume/wizard" size="small" data-testid="start-wizard">
                {t('resumes.wizard.start')}
              </ButtonLink>
            }
          >
            {t('resumes.empty')}
          </Alert>
        )}
        <CompletenessBox completeness={resume.completeness} />
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
              {t('resumes.previewHeading')}
            </Typography>
            {/* Links, not buttons: the switch works without JavaScript and the view has its own address. */}
            <Stack direction="row" spacing={1} component="nav" aria-label={t('resumes.previewHeading')}>
              <ButtonLink
                to="/resume"
                search={{}}
                variant={anonymous ? 'outlined' : 'contained'}
                aria-current={anonymous ? undefined : 'page'}
                data-testid="preview-full"
              >
                {t('resumes.previewFull')}
              </ButtonLink>
              <ButtonLink
                to="/resume"
                search={{ view: 'anonymous' }}
                variant={anonymous ? 'contained' : 'outlined'}
                aria-current={anonymous ? 'page' : undefined}
                data-testid="preview-anonymous"
              >
                {t('resumes.previewAnonymous')}
              </ButtonLink>
            </Stack>
            {resume.visibility === 'hidden' && <Alert severity="warning">{t('resumes.previewHidden')}</Alert>}
            {anonymous && <Alert severity="info">{t('resumes.previewAnonymousNote')}</Alert>}
            <Typography color="text.secondary">{t('resumes.emailNeverShown')}</Typography>
            <ResumeContentView content={anonymous ? resume.anonymous : resume.content} options={options} anonymous={anonymous} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
