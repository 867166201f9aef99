import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { publicPath } from '../../../domain/routing/canonical';
import { useSite } from '../../hooks/use-site';

/**
 * The dashboard's way into the recruiter side of resumes: for recruiters the resume search (with its
 * alerts) and the contact requests sent; for applicants their contact requests, pending or approved.
 * Shown only on sites with resumes.
 */
export function ResumeRecruitingDashboardCard({ kind }: { kind: 'recruiter' | 'applicant' }) {
  const { t } = useTranslation();
  const { site, locale } = useSite();
  const links: [string, string][] =
    kind === 'recruiter'
      ? [
          ['/resumes', t('resumeRecruiting.dashboard.search')],
          ['/resume-contacts/sent', t('resumeRecruiting.dashboard.sent')],
        ]
      : [
          ['/resume-contacts?filter=pending', t('resumeRecruiting.dashboard.pending')],
          ['/resume-contacts?filter=approved', t('resumeRecruiting.dashboard.approved')],
          ['/resume-contacts', t('resumeRecruiting.dashboard.all')],
        ];
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby="dashboard-resume-recruiting">
      <Typography variant="h2" id="dashboard-resume-recruiting" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t(`resumeRecruiting.dashboard.title.${kind}`)}
      </Typography>
      {/* Each link at least 24 px high: stacked text links of one line are otherwise too small a target to hit (WCAG 2.5.8). */}
      <Stack
        component="ul"
        spacing={0.5}
        sx={{ m: 0, pl: 2.5, '& a': { display: 'inline-block', minHeight: 24, lineHeight: '24px' } }}
        data-testid="resume-recruiting-links"
      >
        {links.map(([path, label]) => (
          <li key={path}>
            <a href={publicPath(site, locale, path)}>{label}</a>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
