import { alpha, type Theme } from '@mui/material/styles';
import { MOBILE_MENU_QUERY } from './site-theme';

/** The shell around every page (components/app-shell.tsx and its header, side navigation and footer). */
export const SHELL = {
  root: 'jb-shell',
  skipLink: 'jb-skip-link',
  body: 'jb-shell-body',
  main: 'jb-main',
  container: 'jb-container',
  header: 'jb-header',
  toolbar: 'jb-toolbar',
  logo: 'jb-logo',
  headerNav: 'jb-header-nav',
  /** Once hydrated, a phone's header links move into the menu drawer. */
  headerNavHydrated: 'jb-header-nav-hydrated',
  headerLink: 'jb-header-link',
  guestMenu: 'jb-guest-menu',
  sideNav: 'jb-side-nav',
  sideNavCollapsed: 'jb-side-nav-collapsed',
  sideNavLink: 'jb-side-nav-link',
  sideNavFoot: 'jb-side-nav-foot',
  footer: 'jb-footer',
  footerRow: 'jb-footer-row',
  footerName: 'jb-footer-name',
  footerLinks: 'jb-footer-links',
  footerLink: 'jb-footer-link',
  languages: 'jb-languages',
} as const;

const SIDE_NAV_WIDE = 232;
const SIDE_NAV_NARROW = 64;

/**
 * Written once per theme (page-stylesheet.ts), after the buttons' rules (button-styles.ts), which the
 * header's links refine. The shell is on every page, and as AppBar, Toolbar,
 * Buttons, a List of ListItemButtons, Stacks and Typographies it was some seventy styled components
 * whose styles emotion serialized anew on every server render.
 */
export const shellStyles = (theme: Theme) => {
  const sm = theme.breakpoints.up('sm');
  return {
    [`.${SHELL.root}`]: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
    [`.${SHELL.skipLink}`]: {
      position: 'absolute',
      left: 8,
      top: -48,
      zIndex: 2000,
      padding: theme.spacing(1),
      borderRadius: theme.shape.borderRadius,
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.primary.main,
      '&:focus': { top: 8 },
    },
    [`.${SHELL.body}`]: { display: 'flex', flex: 1, alignItems: 'stretch' },
    [`.${SHELL.main}`]: {
      flex: 1,
      minWidth: 0,
      padding: theme.spacing(3, 0),
      outline: 'none',
      [theme.breakpoints.up('md')]: { padding: theme.spacing(4, 0) },
    },
    // MUI's Container with maxWidth="lg".
    [`.${SHELL.container}`]: {
      boxSizing: 'border-box',
      width: '100%',
      marginLeft: 'auto',
      marginRight: 'auto',
      paddingLeft: theme.spacing(2),
      paddingRight: theme.spacing(2),
      [sm]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
      [theme.breakpoints.up('lg')]: { maxWidth: theme.breakpoints.values.lg },
    },
    [`.${SHELL.header}`]: {
      position: 'sticky',
      top: 0,
      zIndex: theme.zIndex.appBar,
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      width: '100%',
      flexShrink: 0,
      borderBottom: `1px solid ${theme.palette.divider}`,
      backgroundColor: theme.palette.background.paper,
      color: theme.palette.text.primary,
    },
    [`.${SHELL.toolbar}`]: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      minHeight: 64,
      gap: theme.spacing(1),
      padding: theme.spacing(0, 1),
      [sm]: { gap: theme.spacing(2), padding: theme.spacing(0, 2) },
    },
    [`.${SHELL.logo}`]: { display: 'flex', alignItems: 'center', marginRight: 'auto', flexShrink: 0 },
    [`.${SHELL.logo} img`]: {
      display: 'block',
      height: 'auto',
      width: 120,
      maxWidth: 120,
      [sm]: { height: 40, width: 'auto', maxWidth: 220 },
    },
    [`.${SHELL.headerNav}`]: {
      display: 'flex',
      minWidth: 0,
      overflowX: 'auto',
      scrollbarWidth: 'none',
      [sm]: { gap: theme.spacing(1) },
    },
    [`.${SHELL.headerNavHydrated}`]: { display: 'none', [sm]: { display: 'flex' } },
    [`.${SHELL.headerLink}`]: {
      minWidth: 'auto',
      flexShrink: 0,
      fontWeight: 400,
      borderBottom: '2px solid transparent',
      borderRadius: 0,
      '&[aria-current="page"]': { fontWeight: 700, color: theme.palette.primary.main, borderBottomColor: theme.palette.primary.main },
      '&[aria-current="page"]:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    },
    [`.${SHELL.guestMenu}`]: { display: 'flex', gap: theme.spacing(1), flexShrink: 0 },
    [`.${SHELL.sideNav}`]: {
      width: SIDE_NAV_WIDE,
      flexShrink: 0,
      borderRight: `1px solid ${theme.palette.divider}`,
      backgroundColor: theme.palette.background.paper,
      transition: theme.transitions.create('width', { duration: theme.transitions.duration.complex }),
      '& > div': { position: 'sticky', top: 64 },
      [`@media ${MOBILE_MENU_QUERY}`]: { display: 'none' },
    },
    [`.${SHELL.sideNavCollapsed}`]: { width: SIDE_NAV_NARROW },
    // MUI's ListItemButton with a ListItemIcon of 40 px: the item's name beside its icon.
    [`.${SHELL.sideNavLink}`]: {
      ...theme.typography.body1,
      display: 'flex',
      alignItems: 'center',
      minHeight: 48,
      boxSizing: 'border-box',
      padding: theme.spacing(1, 2),
      color: theme.palette.text.primary,
      textDecoration: 'none',
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '& svg': { width: 24, height: 24, flexShrink: 0, marginRight: 16, fill: theme.palette.action.active },
      '&[aria-current="page"]': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
      '&[aria-current="page"] svg': { fill: theme.palette.primary.main },
    },
    [`.${SHELL.sideNav} > div > div`]: { padding: theme.spacing(1, 0) },
    [`.${SHELL.sideNavFoot}`]: {
      display: 'flex',
      justifyContent: 'flex-end',
      padding: theme.spacing(1),
      borderTop: `1px solid ${theme.palette.divider}`,
    },
    [`.${SHELL.sideNavCollapsed} .${SHELL.sideNavFoot}`]: { justifyContent: 'center' },
    [`.${SHELL.footer}`]: {
      marginTop: 'auto',
      padding: theme.spacing(3, 0),
      borderTop: `1px solid ${theme.palette.divider}`,
      backgroundColor: theme.palette.background.paper,
    },
    [`.${SHELL.footerRow}`]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      justifyContent: 'space-between',
      gap: theme.spacing(2),
      [sm]: { flexDirection: 'row', alignItems: 'center' },
    },
    [`.${SHELL.footerName}`]: { ...theme.typography.body2, fontWeight: 700, margin: 0 },
    [`.${SHELL.footerLinks}`]: { display: 'flex', flexWrap: 'wrap', columnGap: theme.spacing(2), rowGap: theme.spacing(1) },
    [`.${SHELL.footerLink}`]: {
      ...theme.typography.body2,
      color: theme.palette.primary.main,
      textDecorationColor: alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    [`.${SHELL.languages}`]: {
      ...theme.typography.body2,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      '& a': { color: 'inherit', textDecorationColor: alpha(theme.palette.text.primary, 0.4) },
      '& [aria-current]': { fontWeight: 700 },
    },
  };
};
