import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { JobSummary } from '../../domain/job/job-summary';
import type { Locale } from '../../domain/shared/locale';
import { formatDate } from '../format/dates';
import { BADGE } from '../theme/badge-styles';
import { JOB_CARD } from '../theme/job-card-styles';
import { BookmarkButton } from './bookmarks/bookmark-button';
import { JobFacts } from './job-facts';

/**
 * One job in a list: title (link to the job page), organization, facts, publication date; `extra` e.g. a
 * distance; `top` a job placed first in search for its Top upgrade (a badge in words, not only colour).
 * Inside a BookmarkScope it carries the bookmark button. Plain elements styled by page-wide rules
 * (theme/job-card-styles.ts): a search page renders a dozen cards per request.
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
    <article className={JOB_CARD.root}>
      <div className={JOB_CARD.head}>
        <Heading className={JOB_CARD.title}>
          <Link to="/job/$slug" params={{ slug: job.slug }}>
            {job.title}
          </Link>
        </Heading>
        <div className={JOB_CARD.actions}>
          {top && (
            <span className={BADGE.filled} title={t('commerce.top.badgeLabel')} data-top-badge>
              {t('commerce.top.badge')}
            </span>
          )}
          {/* primary: the site themes' secondary colour is too light for its text (axe color-contrast) */}
          {job.featured && <span className={BADGE.outlined}>{t('job.featured')}</span>}
          <BookmarkButton job={job} />
        </div>
      </div>
      <p className={JOB_CARD.organization}>{job.organization.name}</p>
      <JobFacts job={job} locale={locale} />
      {extra && <p className={JOB_CARD.extra}>{extra}</p>}
      {published && <p className={JOB_CARD.published}>{t('job.published', { date: published })}</p>}
    </article>
  );
}
