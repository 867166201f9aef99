import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Completeness } from '../../../domain/resume/resume-completeness';

/** The percentage box: how complete the resume is and what to add next. */
export function CompletenessBox({ completeness }: { completeness: Completeness }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="resume-completeness">
      <Typography sx={{ fontWeight: 700 }} id="resume-completeness-title">
        {t('resumes.completeness.title', { percent: completeness.percent })}
      </Typography>
      <Box sx={{ my: 1 }}>
        <LinearProgress variant="determinate" value={completeness.percent} aria-labelledby="resume-completeness-title" />
      </Box>
      <Typography>
        {completeness.next
          ? t('resumes.completeness.next', { item: t(`resumes.completeness.items.${completeness.next}`) })
          : t('resumes.completeness.done')}
      </Typography>
    </Paper>
  );
}
