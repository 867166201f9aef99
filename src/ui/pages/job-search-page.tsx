import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobSearchPage as JobSearchPageData } from '../../application/board/search/search-jobs.use-case';
import { JOB_FACET_FIELDS } from '../../domain/search/job-facets';
import { defaultSort, isSortAllowed, JOB_SEARCH_SORTS, selectedValues } from '../../domain/search/job-search-request';
import { SearchAlertControls } from '../components/alerts/save-search-alert';
import { BookmarkScope } from '../components/bookmarks/bookmark-scope';
import { HydrationMarker } from '../components/hydration-marker';
import { JobCard } from '../components/job-card';
import { useHydrated } from '../hooks/use-hydrated';
import { useSite } from '../hooks/use-site';
import { SEARCH_PAGE } from '../theme/search-page-styles';
import { BUTTON } from '../theme/button-styles';
import { SHELL } from '../theme/shell-styles';
import { PlainIcon } from '../components/plain-icons';
import { PlainSelect } from '../components/plain-fields';
import { TEXT } from '../theme/text-styles';
import { useAnnouncement } from '../tracking/use-announcement';
import { ActiveFilters, useActiveFilters } from '../components/search/active-filters';
import { estimateText } from '../components/search/count-text';
import { FACET_PANEL_ID, FacetPanel } from '../components/search/facet-panel';
import { JobSearchForm } from '../components/search/job-search-form';
import { takeFiltersOpen } from '../components/search/search-carry-over';
import { SearchBar } from '../components/search/search-bar';
import { EmptySearch, SearchResults } from '../components/search/search-results';

const SORT_LABEL = { relevance: 'search.sortRelevance', date: 'search.sortDate', distance: 'search.sortDistance' } as const;

const submitOnChange = (event: ChangeEvent<HTMLSelectElement>) => event.currentTarget.form?.requestSubmit();

/**
 * /jobs: search box, place and radius, facet panel, result count, sort, job cards with a teaser slot
 * every five, paging; an empty state that offers fewer filters. Everything is one GET form and real
 * links (works without JavaScript). A new search does not remount the page: the facet checkboxes keep
 * the focus and the scroll stays where the visitor ticked; the fields that show the search's own values
 * (words, place, sort, alert state) start anew per URL. On a phone the filters open in a drawer from a
 * button above the results (without JavaScript that button is a link down to them). Cards carry bookmark
 * buttons; the search can be saved as a job alert (with a prompt at most every 10 days).
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
  const hydrated = useHydrated();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  // Open again when a tick in the drawer led here (the router mounts a new page for a new route).
  const [filtersOpen, setFiltersOpen] = useState(() => typeof window !== 'undefined' && takeFiltersOpen());
  const inDrawer = hydrated && narrow;
  // Closing gives the focus back to the button — also when the drawer was opened by the previous page
  // (then the modal would restore it to nothing).
  const filtersButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(filtersOpen);
  useEffect(() => {
    if (wasOpen.current && !filtersOpen) filtersButton.current?.focus();
    wasOpen.current = filtersOpen;
  }, [filtersOpen]);
  useAnnouncement(page.href, () => ({
    name: 'job_search',
    keys: keys ?? null,
    region: request.geoLocation?.label ?? null,
    total: page.total,
    jobId: page.pinned?.id ?? null,
  }));
  const facetCount = JOB_FACET_FIELDS.reduce((n, field) => n + selectedValues(request, field).length, 0);
  // The default sort is sent as no sort: it stays "the default" when the words change (relevance with
  // words, newest without), instead of pinning the one that was the default before.
  const sortValue = (s: (typeof sorts)[number]) => (s === defaultSort(request) ? '' : s);
  const panel = (
    <FacetPanel
      facets={page.facets}
      request={request}
      taxonomy={page.taxonomy}
      inDrawer={inDrawer}
      action={
        inDrawer ? (
          <IconButton onClick={() => setFiltersOpen(false)} aria-label={t('search.closeFilters')}>
            <CloseIcon />
          </IconButton>
        ) : undefined
      }
    />
  );
  const filtersIcon = (
    <span className={BUTTON.startIcon}>
      <PlainIcon name="tune" />
    </span>
  );
  const filtersLabel = facetCount > 0 ? t('search.filtersButtonActive', { count: facetCount }) : t('search.filtersButton');
  return (
    <div className={SHELL.container}>
      <HydrationMarker />
      <BookmarkScope bookmarked={bookmarked}>
        <JobSearchForm page={page}>
          <h1 className={SEARCH_PAGE.title}>{keys ? t('search.titleWithKeys', { keys }) : t('search.title')}</h1>
          <SearchBar
            key={page.href}
            keys={keys ?? ''}
            geo={request.geoLocation}
            radiusKm={request.geoLocation?.radius ?? page.defaultRadiusKm}
          />
          {page.facets.some((f) => f.values.length > 0) && (
            <div className={SEARCH_PAGE.filtersButton}>
              {inDrawer ? (
                <button
                  type="button"
                  ref={filtersButton}
                  className={BUTTON.outlined}
                  onClick={() => setFiltersOpen(true)}
                  aria-haspopup="dialog"
                  aria-expanded={filtersOpen}
                  data-testid="filters-button"
                >
                  {filtersIcon}
                  {filtersLabel}
                </button>
              ) : (
                <a className={BUTTON.outlined} href={`#${FACET_PANEL_ID}`} data-testid="filters-button">
                  {filtersIcon}
                  {filtersLabel}
                </a>
              )}
            </div>
          )}
          {inDrawer && (
            <Drawer
              anchor="right"
              open={filtersOpen}
              onClose={() => setFiltersOpen(false)}
              // Kept mounted while closed: its checkboxes belong to the form (form attribute) and are sent with every search.
              ModalProps={{ keepMounted: true, disableRestoreFocus: true }}
              slotProps={{
                paper: {
                  role: 'dialog',
                  'aria-modal': true,
                  'aria-labelledby': 'facet-panel-title',
                  sx: { width: 'min(100vw, 360px)', p: 2 },
                } as object,
              }}
            >
              {panel}
              {/* Always in reach at the bottom of the drawer, however long the lists above are. */}
              <Box sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', pt: 2, pb: 1, mt: 2 }}>
                <Button variant="contained" fullWidth onClick={() => setFiltersOpen(false)} data-testid="show-results">
                  {t('search.showResults', { count: page.total })}
                </Button>
              </Box>
            </Drawer>
          )}
          {/* Results first in the document, the filters after them (theme/search-page-styles.ts). */}
          <div className={SEARCH_PAGE.layout}>
            <div className={SEARCH_PAGE.main}>
              <div className={SEARCH_PAGE.toolbar}>
                <p className={`${TEXT.body1} ${TEXT.secondary}`} role="status" data-testid="search-total">
                  {page.totalEstimated
                    ? t('search.totalEstimated', { total: estimateText(page.total, locale) })
                    : t('search.total', { count: page.total })}
                </p>
                {page.total > 0 && (
                  <PlainSelect
                    key={page.href}
                    small
                    name="sort"
                    label={t('search.sort')}
                    defaultValue={sortValue(request.sort)}
                    onChange={submitOnChange}
                    fieldClassName={SEARCH_PAGE.sort}
                  >
                    {sorts.map((s) => (
                      <option key={s} value={sortValue(s)}>
                        {t(SORT_LABEL[s])}
                      </option>
                    ))}
                  </PlainSelect>
                )}
              </div>
              <ActiveFilters filters={filters} />
              <SearchAlertControls page={page} active={alertActive} promptAllowed={page.hits.length > 0}>
                {page.pinned && (
                  <section aria-labelledby="pinned-job-title" data-testid="pinned-job" className={SEARCH_PAGE.pinned}>
                    <p id="pinned-job-title">{t('search.pinnedJob')}</p>
                    <JobCard job={page.pinned} locale={locale} headingLevel="h2" />
                  </section>
                )}
                {page.hits.length > 0 ? <SearchResults page={page} /> : <EmptySearch filters={filters} />}
              </SearchAlertControls>
            </div>
            {!inDrawer && <div className={SEARCH_PAGE.side}>{panel}</div>}
          </div>
        </JobSearchForm>
      </BookmarkScope>
    </div>
  );
}
