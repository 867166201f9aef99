import type { Theme } from '@mui/material/styles';

/** The home page's hero, search box and blocks (pages/home-page.tsx, components/search/home-search-form.tsx). */
export const HOME_PAGE = {
  hero: 'jb-home-hero',
  tagline: 'jb-home-tagline',
  search: 'jb-home-search',
  searchSubmit: 'jb-home-search-submit',
  total: 'jb-home-total',
  block: 'jb-home-block',
  blockHead: 'jb-home-block-head',
  posts: 'jb-home-posts',
} as const;

/**
 * Written once per theme (page-stylesheet.ts): the first page most visitors see, whose hero, search
 * box and blocks were some forty styled components serialized anew on every render.
 */
export const homePageStyles = (theme: Theme) => {
  const md = theme.breakpoints.up('md');
  return {
    [`.${HOME_PAGE.hero}`]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: theme.spacing(2),
      marginBottom: theme.spacing(4),
      padding: theme.spacing(4, 3),
      borderRadius: 2 * Number(theme.shape.borderRadius),
      backgroundColor: theme.palette.primary.main,
      color: theme.palette.primary.contrastText,
      [md]: { padding: theme.spacing(6) },
      '& > h1': { ...theme.typography.h1, margin: 0 },
    },
    [`.${HOME_PAGE.tagline}`]: {
      ...theme.typography.h2,
      margin: 0,
      fontWeight: 400,
      fontSize: '1.15rem',
      [md]: { fontSize: '1.4rem' },
    },
    [`.${HOME_PAGE.search}`]: {
      display: 'grid',
      gap: theme.spacing(2),
      gridTemplateColumns: '1fr',
      boxSizing: 'border-box',
      width: '100%',
      padding: theme.spacing(2),
      borderRadius: theme.shape.borderRadius,
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
      [md]: { gridTemplateColumns: '1fr 1fr auto' },
    },
    [`.${HOME_PAGE.searchSubmit}`]: { height: 56 },
    [`.${HOME_PAGE.total}`]: {
      ...theme.typography.body1,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.spacing(2),
      '& p': { margin: 0 },
    },
    [`.${HOME_PAGE.block}`]: { marginBottom: theme.spacing(5) },
    // Its own heading only: the blog cards in a block have headings of their own.
    [`.${HOME_PAGE.block} > h2`]: { ...theme.typography.h2, margin: theme.spacing(0, 0, 2) },
    [`.${HOME_PAGE.posts}`]: { display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
    [`.${HOME_PAGE.blockHead}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: theme.spacing(2),
      marginBottom: theme.spacing(2),
      '& > h2': { ...theme.typography.h2, margin: 0 },
    },
  };
};
