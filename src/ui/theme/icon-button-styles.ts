import type { Theme } from '@mui/material';

/** The class of round icon buttons drawn as plain elements (`<a>` or `<button>` with an inline `<svg>`). */
export const ICON_BUTTON_CLASS = 'jb-icon-button';

/**
 * Their look — MUI's small IconButton: 34 px round, grey icon, a tint on hover, the primary colour when
 * pressed — written once per page as a global rule. Lists render such a button per item (the bookmark
 * on each job card), and as Tooltip + IconButton + SvgIcon each one was several styled components whose
 * styles emotion serialized on every server render (tests/bench/README.md).
 */
export const iconButtonStyles = (theme: Theme) => ({
  [`.${ICON_BUTTON_CLASS}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box' as const,
    width: 34,
    height: 34,
    padding: 5,
    margin: 0,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: theme.palette.action.active,
    cursor: 'pointer',
    textDecoration: 'none',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { color: theme.palette.primary.main },
    '& svg': { width: 24, height: 24, fill: 'currentColor' },
  },
});
