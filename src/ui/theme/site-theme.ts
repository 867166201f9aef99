import { deDE, enUS, frFR } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Locale } from '../../domain/shared/locale';
import type { SiteTheme } from '../../domain/site/site-config';

/**
 * MUI's own texts (the Autocomplete's "Open", the Pagination's "pagination navigation", …) in the page's
 * language: without them every page speaks MUI's built-in English there. MUI ships no British English;
 * its default (US) English words are the same for these labels.
 */
const MUI_LOCALES = { de: deDE, 'en-GB': enUS, fr: frFR } as const satisfies Record<Locale, object>;

/**
 * Breakpoints: mobile up to 899 px, tablet up to 1199, desktop up to 1499. MUI's `up(md)` means
 * ≥ 900, so these values make `down('md')` exactly "mobile".
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1500 } as const;

/** The menu switches to its mobile form below 1025 px (a different line than `md`). */
export const MOBILE_MENU_QUERY = '(max-width:1024.95px)';

/** A modal is at most 750 px wide unless it says otherwise (the terms dialog: 550). */
export const MODAL_MAX_WIDTH = 750;

/** Alerts fade in and out in 0.25 s. */
export const ALERT_FADE_MS = 250;

/** Layout gaps come in steps 1 to 14 of the theme's 8 px spacing. */
export type GapStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
export const GAP_STEPS: readonly GapStep[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];

type ThemeColours = Pick<SiteTheme, 'primary' | 'secondary' | 'background'>;

const themes = new Map<string, Theme>();

/**
 * The theme of a site's colours in a page locale, made once per process: every page a server renders
 * asked createTheme anew (≈ 1 % of a /jobs render's CPU) for values that only change with the site's
 * configuration and the page's language.
 */
export function siteThemeFor(colours: ThemeColours, locale: Locale): Theme {
  const key = `${colours.primary} ${colours.secondary} ${colours.background} ${locale}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = createSiteTheme(colours, locale);
    themes.set(key, theme);
  }
  return theme;
}

/** One site's MUI theme from its configured colours; Lato is the body font (served by us). */
function createSiteTheme(theme: ThemeColours, locale: Locale): Theme {
  return createTheme(
    {
      breakpoints: { values: BREAKPOINTS },
      palette: {
        // Text on a coloured fill (buttons, chips) turns dark unless white reaches the 4.5:1 of WCAG AA;
        // MUI's default of 3:1 put white on the sites' orange and light blue accents.
        contrastThreshold: 4.5,
        primary: { main: theme.primary },
        secondary: { main: theme.secondary },
        background: { default: theme.background, paper: '#ffffff' },
      },
      typography: {
        fontFamily: 'Lato, "Helvetica Neue", Arial, sans-serif',
        h1: { fontSize: '2.25rem', fontWeight: 700 },
        h2: { fontSize: '1.6rem', fontWeight: 700 },
        h3: { fontSize: '1.25rem', fontWeight: 700 },
        button: { textTransform: 'none', fontWeight: 700 },
      },
      shape: { borderRadius: 8 },
      // Animation values: modals 0.15 s, layout 0.45 s.
      transitions: { duration: { enteringScreen: 150, leavingScreen: 150, complex: 450 } },
      components: {
        // The default dialog (`maxWidth="sm"`) is the spec's modal: 750 px at most.
        MuiDialog: { styleOverrides: { paperWidthSm: { maxWidth: MODAL_MAX_WIDTH } } },
      },
    },
    MUI_LOCALES[locale],
  );
}
