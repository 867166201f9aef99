import type { Theme } from '@mui/material/styles';
import { pageStylesheet } from '../theme/page-stylesheet';

/**
 * The page-wide rules as one style element, written once per theme (theme/page-stylesheet.ts) and sent
 * at the top of the body, before anything they style. It takes the site's theme as made once per process
 * (siteThemeFor): the ThemeProvider's context holds a new object on every render.
 */
export function PageStyles({ theme }: { theme: Theme }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: CSS made from our own rules and the site's configured colours, never from visitors' input.
  return <style data-page-styles="" dangerouslySetInnerHTML={{ __html: pageStylesheet(theme) }} />;
}
