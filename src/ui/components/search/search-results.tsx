import { Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchPage } from '../../../application/board/search/search-jobs.use-case';
import { withPage } from '../../../domain/search/job-search-edits';
import { toSearchHref } from '../../../domain/search/job-search-url';
import { useSite } from '../../hooks/use-site';
import { numberFormat } from '../../format/intl-cache';
import { JobCard } from '../job-card';
import { JOB_CARD } from '../../theme/job-card-styles';
import { AdTeaser } from './ad-teaser';
import { PageLinks } from './page-links';
import { useSearchLinks } from './use-search-links';

/** An ads teaser every 5 results. */
const TEASER_EVERY = 5;

/** One page of hits as job cards, a teaser slot after every fifth, then the paging links. */
export function SearchResults({ page }: { page: JobSearchPage }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const pageHref = (n: number) => toSearchHref(withPage(page.request, n), { locale, taxonomy: page.taxonomy });
  return (
    <>
      <ul aria-label={t('search.results')} className={JOB_CARD.list}>
        {page.hits.map((hit, i) => (
          <Fragment key={hit.job.id}>
            <li>
              <JobCard
                job={hit.job}
                locale={locale}
                headingLevel="h2"
                top={hit.top}
                extra={
                  hit.distanceKm !== null
                    ? t('search.distance', { km: numberFormat(locale, { maximumFractionDigits: 1 }).format(hit.distanceKm) })
                    : undefined
                }
              />
            </li>
            {(i + 1) % TEASER_EVERY === 0 && (
              <li>
                <AdTeaser />
              </li>
            )}
          </Fragment>
        ))}
      </ul>
      {page.pageCount > 1 && <PageLinks page={page.page} pageCount={page.pageCount} hrefOf={pageHref} />}
    </>
  );
}

/** No hits: say so, and offer the same search with one filter less (or everything). */
export function EmptySearch({ filters }: { filters: ReadonlyArray<{ key: string; label: string; href: string }> }) {
  const { t } = useTranslation();
  const { linkProps } = useSearchLinks();
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="empty-search-title">
      <Typography variant="h2" id="empty-search-title" sx={{ fontSize: '1.3rem' }}>
        {t('search.emptyTitle')}
      </Typography>
      {filters.length > 0 && (
        <>
          <Typography>{t('search.emptyText')}</Typography>
          <Stack component="ul" spacing={0.5} sx={{ pl: 3, m: 0 }}>
            {filters.map((f) => (
              <li key={f.key}>
                <Typography component="a" color="primary" {...linkProps(f.href)}>
                  {t('search.removeFilter', { label: f.label })}
                </Typography>
              </li>
            ))}
          </Stack>
          <Typography component="a" color="primary" {...linkProps('/jobs')}>
            {t('search.browseAll')}
          </Typography>
        </>
      )}
    </Stack>
  );
}
