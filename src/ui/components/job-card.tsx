import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '../../domain/job/job-summary';
import type { Locale } from '../../domain/shared/locale';
import { formatDate } from '../format/dates';
import { BookmarkButton } from './bookmarks/bookmark-button';
import { JobFacts } from './job-facts';
import { TextLink } from './router-links';

/**
 * One job in a list: title (link to the job page), organization, facts, publication date; `extra` e.g. a
 * distance. Inside a BookmarkScope it carries the bookmark button.
 */
export function JobCard({ job, locale, headingLevel = 'h3', extra }: { job: JobSummary; locale: Locale; headingLevel?: 'h2' | 'h3'; extra?: string | undefined }) {
  const { t } = useTranslation();
  const published = formatDate(job.publishedAt, locale);
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography variant="h3" component={headingLevel} sx={{ fontSize: '1.15rem' }}>
              <TextLink to="/job/$slug" params={{ slug: job.slug }} underline="hover" color="primary">
                {job.title}
              </TextLink>
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
              {job.featured && <Chip label={t('job.featured')} color="secondary" size="small" />}
              <BookmarkButton job={job} />
            </Stack>
          </Stack>
          <Typography variant="body1" sx={{ fontWeight: 700 }}>
            {job.organization.name}
          </Typography>
          <JobFacts job={job} locale={locale} />
          {extra && (
            <Typography variant="body2" color="text.secondary">
              {extra}
            </Typography>
          )}
          {published && (
            <Typography variant="caption" color="text.secondary" component="p">
              {t('job.published', { date: published })}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
