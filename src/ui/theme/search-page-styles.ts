import type { Theme } from '@mui/material/styles';

/** The parts of the job search page drawn as plain elements (components/search/*). */
export const SEARCH_PAGE = {
  title: 'jb-search-title',
  bar: 'jb-search-bar',
  barWithoutRadius: 'jb-search-bar-without-radius',
  barSubmit: 'jb-search-bar-submit',
  sort: 'jb-search-sort',
  alertControls: 'jb-search-alert-controls',
  filtersButton: 'jb-search-filters-button',
  layout: 'jb-search-layout',
  main: 'jb-search-main',
  side: 'jb-search-side',
  toolbar: 'jb-search-toolbar',
  pinned: 'jb-search-pinned',
  teaser: 'jb-ad-teaser',
  teaserTitle: 'jb-ad-teaser-title',
  pager: 'jb-pager',
  pagerItem: 'jb-pager-item',
  facets: 'jb-facets',
  facetsHead: 'jb-facets-head',
  facetGroup: 'jb-facet-group',
  facetValues: 'jb-facet-values',
  facetChildren: 'jb-facet-children',
  facetFinderSpace: 'jb-facet-finder-space',
} as const;

/**
 * Written once per theme (page-stylesheet.ts) instead of per element and render: the result list, the
 * ads teaser between results, the page links under them and the facet lists beside them.
 */
export const searchPageStyles = (theme: Theme) => ({
  [`.${SEARCH_PAGE.title}`]: { ...theme.typography.h1, margin: theme.spacing(0, 0, 3) },
  [`.${SEARCH_PAGE.bar}`]: {
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: '1fr',
    alignItems: 'start',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: '2fr 2fr 1fr auto' },
  },
  // A federal state or a country is searched whole: no radius.
  [`.${SEARCH_PAGE.barWithoutRadius}`]: { [theme.breakpoints.up('md')]: { gridTemplateColumns: '2fr 2fr auto' } },
  [`.${SEARCH_PAGE.barSubmit}`]: { height: 56 },
  [`.${SEARCH_PAGE.sort}`]: { minWidth: 180 },
  [`.${SEARCH_PAGE.alertControls}`]: { display: 'flex', justifyContent: 'flex-end' },
  // The phone's "Filters" button: the panel is beside the results from md up.
  [`.${SEARCH_PAGE.filtersButton}`]: { marginTop: theme.spacing(2), [theme.breakpoints.up('md')]: { display: 'none' } },
  // Results first in the document, the filters after them (left of them from md up): a phone shows the
  // results first, and a page painted while it is still arriving never pushes them down.
  [`.${SEARCH_PAGE.layout}`]: {
    display: 'grid',
    gap: theme.spacing(4),
    marginTop: theme.spacing(4),
    gridTemplateColumns: '1fr',
    alignItems: 'start',
    [theme.breakpoints.up('md')]: { gridTemplateColumns: '280px 1fr' },
  },
  [`.${SEARCH_PAGE.main}`]: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    minWidth: 0,
    [theme.breakpoints.up('md')]: { gridRow: 1, gridColumn: 2 },
  },
  [`.${SEARCH_PAGE.side}`]: { [theme.breakpoints.up('md')]: { gridRow: 1, gridColumn: 1 } },
  [`.${SEARCH_PAGE.toolbar}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
  },
  [`.${SEARCH_PAGE.pinned}`]: {
    padding: theme.spacing(1),
    border: `2px solid ${theme.palette.primary.main}`,
    borderRadius: 2 * Number(theme.shape.borderRadius),
    '& > p': { ...theme.typography.subtitle2, color: theme.palette.primary.main, margin: 0, padding: theme.spacing(0, 1, 1) },
  },
  [`.${SEARCH_PAGE.teaser}`]: {
    padding: theme.spacing(2, 2, 3),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.action.hover,
    '& p': { margin: 0 },
    // The label and the title stand together; the text and the link follow with a little room.
    '& p + p + p': { marginTop: theme.spacing(0.5) },
  },
  [`.${SEARCH_PAGE.teaserTitle}`]: { ...theme.typography.h3, fontSize: '1.1rem', fontWeight: 700 },
  // MUI's Pagination (text variant, primary colour): round items of 32 px, the current page filled.
  [`.${SEARCH_PAGE.pager}`]: {
    display: 'flex',
    justifyContent: 'center',
    '& ul': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', padding: 0, margin: 0 },
  },
  [`.${SEARCH_PAGE.pagerItem}`]: {
    ...theme.typography.body2,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    minWidth: 32,
    height: 32,
    padding: '0 6px',
    margin: '0 3px',
    borderRadius: 16,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    '& svg': { width: '1.25rem', height: '1.25rem', margin: '0 -8px', fill: 'currentColor' },
    '&[aria-disabled="true"]': { opacity: theme.palette.action.disabledOpacity },
    '&:is(a):hover': { backgroundColor: theme.palette.action.hover },
    '&[aria-current="page"]': { color: theme.palette.primary.contrastText, backgroundColor: theme.palette.primary.main },
    '&[aria-current="page"]:hover': { backgroundColor: theme.palette.primary.dark },
  },
  [`.${SEARCH_PAGE.facets}`]: { display: 'flex', flexDirection: 'column', gap: theme.spacing(3) },
  [`.${SEARCH_PAGE.facetsHead}`]: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  [`.${SEARCH_PAGE.facetsHead} h2`]: { ...theme.typography.h2, fontSize: '1.25rem', margin: 0 },
  [`.${SEARCH_PAGE.facetGroup}`]: { border: 0, padding: 0, margin: 0, minWidth: 0 },
  // Where a long facet's finder (a small MUI autocomplete, 40 px high, 8 px above and below) appears
  // after hydration: kept free before, so nothing below it moves.
  [`.${SEARCH_PAGE.facetFinderSpace}`]: { height: 40, margin: theme.spacing(1, 0) },
  [`.${SEARCH_PAGE.facetGroup} > legend`]: { ...theme.typography.subtitle1, fontWeight: 700, padding: 0, marginBottom: theme.spacing(0.5) },
  // Native checkboxes in labels: some 50 per page, as MUI's Checkbox five or six styled components each.
  [`.${SEARCH_PAGE.facetValues}`]: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    '& label': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      padding: theme.spacing(0.5, 0),
      cursor: 'pointer',
      ...theme.typography.body1,
    },
    '& input': { margin: 0, width: 18, height: 18, flexShrink: 0, accentColor: theme.palette.primary.main, cursor: 'pointer' },
    '& input:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  },
  [`.${SEARCH_PAGE.facetChildren}`]: { listStyle: 'none', margin: 0, paddingLeft: theme.spacing(3.5) },
});
