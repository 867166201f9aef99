import type { Theme } from '@mui/material/styles';

/** A job in a list (components/job-card.tsx) and its row of facts (components/job-facts.tsx). */
export const JOB_CARD = {
  root: 'job-card',
  head: 'job-card-head',
  title: 'job-card-title',
  actions: 'job-card-actions',
  organization: 'job-card-organization',
  extra: 'job-card-extra',
  published: 'job-card-published',
  facts: 'job-facts',
  /** A list of cards (components/job-list.tsx, the search's results). */
  list: 'job-card-list',
} as const;

/**
 * Written once per theme (page-stylesheet.ts): a search page renders a dozen cards per request, and
 * styled roots with `sx` were serialized anew for each of them.
 */
export const jobCardStyles = (theme: Theme) => ({
  [`.${JOB_CARD.list}`]: { display: 'flex', flexDirection: 'column', gap: theme.spacing(2), listStyle: 'none', padding: 0, margin: 0 },
  [`.${JOB_CARD.root}`]: {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(2),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    backgroundColor: theme.palette.background.paper,
  },
  // On a phone the badges and the bookmark button go below a long title instead of widening the page.
  [`.${JOB_CARD.head}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: theme.spacing(1),
  },
  [`.${JOB_CARD.title}`]: { ...theme.typography.h3, fontSize: '1.15rem', margin: 0 },
  [`.${JOB_CARD.title} a`]: { color: theme.palette.primary.main, textDecoration: 'none' },
  [`.${JOB_CARD.title} a:hover, .${JOB_CARD.title} a:focus-visible`]: { textDecoration: 'underline' },
  [`.${JOB_CARD.actions}`]: { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), flexShrink: 0 },
  [`.${JOB_CARD.organization}`]: { ...theme.typography.body1, fontWeight: 700, margin: 0 },
  [`.${JOB_CARD.extra}`]: { ...theme.typography.body2, color: theme.palette.text.secondary, margin: 0 },
  [`.${JOB_CARD.published}`]: { ...theme.typography.caption, color: theme.palette.text.secondary, margin: 0 },
  [`.${JOB_CARD.facts}`]: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.spacing(2.5),
    rowGap: theme.spacing(0.5),
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: theme.palette.text.secondary,
    '& > li': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.75), ...theme.typography.body2 },
    '& svg': { width: 20, height: 20, flexShrink: 0, fill: 'currentColor' },
  },
});
