import type { Theme } from '@mui/material';
import { FIELD } from './field-styles';

/**
 * A visible focus ring for whoever moves with the keyboard: MUI marks keyboard focus on its buttons, links
 * and checkboxes only with a faint ripple or a tint, which many people cannot see. Text fields keep MUI's
 * own focused border (a ring around the inner input would sit inside it), and elements focused only by a
 * script (tabindex="-1", such as the main region the skip link jumps to) get none.
 */
export const focusStyles = (theme: Theme) => ({
  [`:focus-visible:not(.MuiInputBase-input):not(.${FIELD.input}):not([tabindex="-1"]), .Mui-focusVisible`]: {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
});
