import { Box, Chip, type SxProps, type Theme } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '../../domain/job/job-summary';
import type { Locale } from '../../domain/shared/locale';
import { formatDate } from '../format/dates';
import { BookmarkButton } from './bookmarks/bookmark-button';
import { JobFacts } from './job-facts';

/**
 * A card as plain elements under one styled root: a search page renders a dozen per request, and as
 * Card, CardContent, Stacks and Typographies each was some 15 styled components whose styles emotion
 * serialized anew every time (the measured SSR cost).
 */
const cardSx: SxProps<Theme> = (theme) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  p: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: `${theme.shape.borderRadius}px`,
  bgcolor: 'background.paper',
  // On a phone the badges and the bookmark button go below a long title instead of widening the page.
  '& .job-card-head': { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 },
  '& .job-card-title': { ...theme.typography.h3, fontSize: '1.15rem', m: 0 },
  '& .job-card-title a': { color: 'primary.main', textDecoration: 'none' },
  '& .job-card-title a:hover, & .job-card-title a:focus-visible': { textDecoration: 'underline' },
  '& .job-card-actions': { display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 },
  '& .job-card-organization': { ...theme.typography.body1, fontWeight: 700, m: 0 },
  '& .job-card-extra': { ...theme.typography.body2, color: 'text.secondary', m: 0 },
  '& .job-card-published': { ...theme.typography.caption, color: 'text.secondary', m: 0 },
});

/**
 * One job in a list: title (link to the job page), organization, facts, publication date; `extra` e.g. a
 * distance; `top` a job placed first in search for its Top upgrade (a badge in words, not only colour).
 * Inside a BookmarkScope it carries the bookmark button.
 */
export function JobCard({
  job,
  locale,
  headingLevel = 'h3',
  extra,
  top = false,
}: {
  job: JobSummary;
  locale: Locale;
  headingLevel?: 'h2' | 'h3';
  extra?: string | undefined;
  top?: boolean;
}) {
  const { t } = useTranslation();
  const published = formatDate(job.publishedAt, locale);
  const Heading = headingLevel;
  return (
    <Box component="article" sx={cardSx}>
      <div className="job-card-head">
        <Heading className="job-card-title">
          <Link to="/job/$slug" params={{ slug: job.slug }}>
            {job.title}
          </Link>
        </Heading>
        <div className="job-card-actions">
          {top && <Chip label={t('commerce.top.badge')} title={t('commerce.top.badgeLabel')} color="primary" size="small" data-top-badge />}
          {/* primary: the site themes' secondary colour is too light for its chip text (axe color-contrast) */}
          {job.featured && <Chip label={t('job.featured')} color="primary" variant="outlined" size="small" />}
          <BookmarkButton job={job} />
        </div>
      </div>
      <p className="job-card-organization">{job.organization.name}</p>
      <JobFacts job={job} locale={locale} />
      {extra && <p className="job-card-extra">{extra}</p>}
      {published && <p className="job-card-published">{t('job.published', { date: published })}</p>}
    </Box>
  );
}
