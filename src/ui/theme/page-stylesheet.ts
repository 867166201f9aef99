import { serializeStyles } from '@emotion/serialize';
import type { Theme } from '@mui/material/styles';
import { compile, serialize, stringify } from 'stylis';
import { PAGE_STYLE_RULES } from './page-style-rules';

const sheets = new WeakMap<Theme, string>();

/**
 * The CSS of every page-wide rule (page-style-rules.ts) for one site theme, written once per theme and
 * process. A styled MUI component serializes, hashes and inserts its styles on every server render (the
 * largest share of a page's render CPU); a plain element with one of these classes costs nothing but
 * its class name. The rules are object styles as MUI writes them (`theme.unstable_sx` for its shorthands),
 * turned into CSS by the same serializer and preprocessor emotion uses.
 */
export function pageStylesheet(theme: Theme): string {
  const kept = sheets.get(theme);
  if (kept !== undefined) return kept;
  const { styles } = serializeStyles(PAGE_STYLE_RULES.map((rule) => rule(theme)) as Parameters<typeof serializeStyles>[0]);
  const sheet = serialize(compile(styles), stringify);
  sheets.set(theme, sheet);
  return sheet;
}
