import type { CSSObject, Theme } from '@mui/material/styles';
import { badgeStyles } from './badge-styles';
import { buttonStyles } from './button-styles';
import { editorBadgeStyles } from './editor-badge-styles';
import { fieldStyles } from './field-styles';
import { focusStyles } from './focus-styles';
import { homePageStyles } from './home-page-styles';
import { iconButtonStyles } from './icon-button-styles';
import { jobCardStyles } from './job-card-styles';
import { searchPageStyles } from './search-page-styles';
import { shellStyles } from './shell-styles';
import { textStyles } from './text-styles';

/** nprogress's bar (route changes) in the site's colour. */
const progressBarStyles = (theme: Theme) => ({
  '#nprogress .bar': { background: theme.palette.primary.main, height: 3 },
  '#nprogress .peg': { boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}` },
});

/**
 * Every page-wide rule, in the order they are written (a later rule wins at equal specificity). A rule
 * belongs here when many pages or many elements of one page use it: its CSS is sent with every page.
 */
export const PAGE_STYLE_RULES: ReadonlyArray<(theme: Theme) => CSSObject> = [
  textStyles,
  progressBarStyles,
  focusStyles,
  iconButtonStyles,
  () => editorBadgeStyles,
  buttonStyles,
  shellStyles,
  fieldStyles,
  badgeStyles,
  jobCardStyles,
  searchPageStyles,
  homePageStyles,
] as ReadonlyArray<(theme: Theme) => CSSObject>;
