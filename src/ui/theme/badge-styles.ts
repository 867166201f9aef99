import { alpha, type Theme } from '@mui/material/styles';

/** A small label that does nothing (a job card's "Top job" and "featured"): filled or outlined. */
export const BADGE = { filled: 'jb-badge', outlined: 'jb-badge jb-badge-outlined' } as const;

/**
 * MUI's small primary Chip, drawn as a `<span>` with a class: a card's badges were two or three styled
 * components each (Chip, its label), serialized anew per card and render.
 */
export const badgeStyles = (theme: Theme) => ({
  '.jb-badge': {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: 24,
    maxWidth: '100%',
    padding: '0 8px',
    borderRadius: 12,
    border: 0,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '.jb-badge-outlined': {
    padding: '0 7px',
    backgroundColor: 'transparent',
    border: `1px solid ${alpha(theme.palette.primary.main, 0.7)}`,
    color: theme.palette.primary.main,
  },
});
