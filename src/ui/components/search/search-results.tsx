import { Pagination, PaginationItem, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchPage } from '../../../application/board/search/search-jobs.use-case';
import { withPage } from '../../../domain/search/job-search-edits';
import { toSearchHref } from '../../../domain/search/job-search-url';
import { useSite } from '../../hooks/use-site';
import { numberFormat } from '../../format/intl-cache';
import { JobCard } from '../job-card';
import { AdTeaser } from './ad-teaser';
import { useSearchLinks } from './use-search-links';

/** An ads teaser every 5 results. */
const TEASER_EVERY = 5;

/** One page of hits as job cards, a teaser slot after every fifth, then the paging links. */
export function SearchResults({ page }: { page: JobSearchPage }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { linkProps } = useSearchLinks();
  const pageHref = (n: number) => toSearchHref(withPage(page.request, n), { locale, taxonomy: page.taxonomy });
  return (
    <>
      <Stack component="ul" spacing={2} aria-label={t('search.results')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
      </Stack>
      {page.pageCount > 1 && (
        <Stack component="nav" aria-label={t('search.pagination')} sx={{ mt: 4, alignItems: 'center' }}>
          <Pagination
            page={page.page}
            count={page.pageCount}
            color="primary"
            siblingCount={1}
            getItemAriaLabel={(type, n) =>
              type === 'previous' ? t('search.previous') : type === 'next' ? t('search.next') : t('search.page', { page: n })
            }
            renderItem={(item) =>
              item.page === null || item.disabled || item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
                <PaginationItem {...item} />
              ) : (
                <PaginationItem
                  {...item}
                  component="a"
                  {...linkProps(pageHref(item.page))}
                  aria-current={item.selected ? 'page' : undefined}
                />
              )
            }
          />
        </Stack>
      )}
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
