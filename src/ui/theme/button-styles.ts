import { alpha, type Theme } from '@mui/material/styles';

/** MUI's Button looks, for the links and buttons of the shell, the search and the home page. */
export const BUTTON = {
  text: 'jb-button',
  contained: 'jb-button jb-button-contained',
  outlined: 'jb-button jb-button-outlined',
  /** Contained in the site's secondary colour. */
  containedSecondary: 'jb-button jb-button-contained jb-button-secondary',
  /** Beside one of the above: MUI's size="large". */
  large: 'jb-button-large',
  /** The icon before a button's text (MUI's startIcon). */
  startIcon: 'jb-button-start-icon',
  /** Hidden on a phone (below `sm`). */
  fromSm: 'jb-from-sm',
} as const;

/**
 * Written once per theme (page-stylesheet.ts), before the shell's rules: its header links start from
 * `.jb-button` and change some of it.
 */
export const buttonStyles = (theme: Theme) => {
  const sm = theme.breakpoints.up('sm');
  return {
    '.jb-button': {
      ...theme.typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      minWidth: 64,
      padding: '6px 8px',
      border: 0,
      borderRadius: theme.shape.borderRadius,
      background: 'transparent',
      color: 'inherit',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transition: theme.transitions.create(['background-color', 'box-shadow'], { duration: theme.transitions.duration.short }),
      '&:hover': { backgroundColor: theme.palette.action.hover },
    },
    '.jb-button-contained': {
      padding: '6px 16px',
      color: theme.palette.primary.contrastText,
      backgroundColor: theme.palette.primary.main,
      boxShadow: theme.shadows[2],
      '&:hover': { backgroundColor: theme.palette.primary.dark, boxShadow: theme.shadows[4] },
    },
    '.jb-button-secondary': {
      color: theme.palette.secondary.contrastText,
      backgroundColor: theme.palette.secondary.main,
      '&:hover': { backgroundColor: theme.palette.secondary.dark },
    },
    '.jb-button-outlined': {
      padding: '5px 15px',
      border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
      color: theme.palette.primary.main,
      '&:hover': {
        borderColor: theme.palette.primary.main,
        backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
      },
    },
    '.jb-button-large': { padding: '8px 22px', fontSize: theme.typography.pxToRem(15) },
    '.jb-button-outlined.jb-button-large': { padding: '7px 21px' },
    '.jb-button-start-icon': {
      display: 'inherit',
      marginLeft: -4,
      marginRight: 8,
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    '.jb-button-large .jb-button-start-icon svg': { width: 22, height: 22 },
    // After the buttons' own display, which it overrides on a phone.
    '.jb-from-sm': { display: 'none', [sm]: { display: 'inline-flex' } },
  };
};
