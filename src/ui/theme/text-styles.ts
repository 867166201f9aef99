import type { Theme } from '@mui/material/styles';

/**
 * Text in the theme's type scale as plain elements (`<p className={TEXT.body2}>`): what MUI's Typography
 * draws, without a styled component serialized per element and render. For text a page shows many
 * times or on every page (the shell, search results, facets).
 */
export const TEXT = {
  h1: 'jb-h1',
  h2: 'jb-h2',
  h3: 'jb-h3',
  subtitle1: 'jb-subtitle1',
  subtitle2: 'jb-subtitle2',
  body1: 'jb-body1',
  body2: 'jb-body2',
  caption: 'jb-caption',
  overline: 'jb-overline',
  /** The theme's secondary text colour, beside one of the above. */
  secondary: 'jb-text-secondary',
  /** The primary colour, beside one of the above. */
  primary: 'jb-text-primary',
  /** A link in running text: the primary colour, underlined on hover (MUI's Link with underline="hover"). */
  link: 'jb-text-link',
  /** Read by screen readers only. */
  visuallyHidden: 'jb-visually-hidden',
} as const;

const VARIANTS = ['h1', 'h2', 'h3', 'subtitle1', 'subtitle2', 'body1', 'body2', 'caption', 'overline'] as const;

export const textStyles = (theme: Theme) => ({
  ...Object.fromEntries(VARIANTS.map((variant) => [`.${TEXT[variant]}`, { margin: 0, ...theme.typography[variant] }])),
  // MUI's caption and overline are inline-level in Typography; as blocks they keep their line height.
  [`.${TEXT.caption}, .${TEXT.overline}`]: { display: 'block' },
  [`.${TEXT.secondary}`]: { color: theme.palette.text.secondary },
  [`.${TEXT.primary}`]: { color: theme.palette.primary.main },
  [`.${TEXT.link}`]: {
    color: theme.palette.primary.main,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { textDecoration: 'underline' },
  },
  [`.${TEXT.visuallyHidden}`]: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});
