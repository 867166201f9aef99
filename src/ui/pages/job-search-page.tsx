import { Box, Container, Stack, TextField, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchPage as JobSearchPageData } from '../../application/board/search/search-jobs.use-case';
import { defaultSort, isSortAllowed, JOB_SEARCH_SORTS } from '../../domain/search/job-search-request';
import { SearchAlertControls } from '../components/alerts/save-search-alert';
import { BookmarkScope } from '../components/bookmarks/bookmark-scope';
import { HydrationMarker } from '../components/hydration-marker';
import { useSite } from '../hooks/use-site';
import { ActiveFilters, useActiveFilters } from '../components/search/active-filters';
import { estimateText } from '../components/search/count-text';
import { FacetPanel } from '../components/search/facet-panel';
import { JobSearchForm } from '../components/search/job-search-form';
import { SearchBar } from '../components/search/search-bar';
import { EmptySearch, SearchResults } from '../components/search/search-results';

const SORT_LABEL = { relevance: 'search.sortRelevance', date: 'search.sortDate', distance: 'search.sortDistance' } as const;

const submitOnChange = (event: ChangeEvent<HTMLInputElement>) =>
  (event.currentTarget as unknown as HTMLSelectElement).form?.requestSubmit();

/**
 * /jobs: search box, place and radius, facet panel, result count, sort, job cards with a teaser slot
 * every five, paging; an empty state that offers fewer filters. Everything is one GET form and real
 * links (works without JavaScript); keyed by the URL so a navigation starts from the new state. Cards
 * carry bookmark buttons; the search can be saved as a job alert (with a prompt at most every 10 days).
 */
export function JobSearchPage({
  page,
  bookmarked = [],
  alertActive = false,
}: {
  page: JobSearchPageData;
  bookmarked?: readonly string[];
  alertActive?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const filters = useActiveFilters(page);
  const { request } = page;
  const sorts = JOB_SEARCH_SORTS.filter((s) => isSortAllowed(s, request));
  const keys = request.fulltext?.keys;
  // The default sort is sent as no sort: it stays "the default" when the words change (relevance with
  // words, newest without), instead of pinning the one that was the default before.
  const sortValue = (s: (typeof sorts)[number]) => (s === defaultSort(request) ? '' : s);
  return (
    <Container maxWidth="lg" key={page.href}>
      <HydrationMarker />
      <BookmarkScope bookmarked={bookmarked}>
        <JobSearchForm page={page}>
          <Stack spacing={1} sx={{ mb: 3 }}>
            <Typography variant="h1">{keys ? t('search.titleWithKeys', { keys }) : t('search.title')}</Typography>
          </Stack>
          <SearchBar keys={keys ?? ''} geo={request.geoLocation} radiusKm={request.geoLocation?.radius ?? page.defaultRadiusKm} />
          <Box sx={{ display: 'grid', gap: 4, mt: 4, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
            <Box sx={{ order: { xs: 2, md: 1 } }}>
              <FacetPanel facets={page.facets} request={request} taxonomy={page.taxonomy} />
            </Box>
            <Stack spacing={2} sx={{ order: { xs: 1, md: 2 }, minWidth: 0 }}>
              <Stack
                direction="row"
                spacing={2}
                useFlexGap
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
              >
                <Typography color="text.secondary" role="status" data-testid="search-total">
                  {page.totalEstimated
                    ? t('search.totalEstimated', { total: estimateText(page.total, locale) })
                    : t('search.total', { count: page.total })}
                </Typography>
                {page.total > 0 && (
                  <TextField
                    select
                    name="sort"
                    size="small"
                    label={t('search.sort')}
                    defaultValue={sortValue(request.sort)}
                    onChange={submitOnChange}
                    slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    sx={{ minWidth: 180 }}
                  >
                    {sorts.map((s) => (
                      <option key={s} value={sortValue(s)}>
                        {t(SORT_LABEL[s])}
                      </option>
                    ))}
                  </TextField>
                )}
              </Stack>
              <ActiveFilters filters={filters} />
              <SearchAlertControls page={page} active={alertActive} promptAllowed={page.hits.length > 0} />
              {page.hits.length > 0 ? <SearchResults page={page} /> : <EmptySearch filters={filters} />}
            </Stack>
          </Box>
        </JobSearchForm>
      </BookmarkScope>
    </Container>
  );
}
