import latinBold from '@fontsource/lato/files/lato-latin-700-normal.woff2?url';
import latinRegular from '@fontsource/lato/files/lato-latin-400-normal.woff2?url';
import latinExtBold from '@fontsource/lato/files/lato-latin-ext-700-normal.woff2?url';
import latinExtRegular from '@fontsource/lato/files/lato-latin-ext-400-normal.woff2?url';

/*
 * Lato from our own origin (bundled by Vite, no request to an outside font host), declared inline in
 * each page's head instead of by Fontsource's stylesheets: two render-blocking requests fewer before the
 * first paint. WOFF2 only (every browser the board supports reads it); the Latin faces are what German,
 * English and French text needs, the Latin Extended ones load only for a name that uses them.
 */

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const face = (weight: number, url: string, range: string) =>
  `@font-face{font-family:Lato;font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${range}}`;

export const LATO_FACES_CSS = [
  face(400, latinExtRegular, LATIN_EXT),
  face(400, latinRegular, LATIN),
  face(700, latinExtBold, LATIN_EXT),
  face(700, latinBold, LATIN),
].join('');

/**
 * The faces every page's text uses, fetched with the page instead of when the text is laid out: the
 * swap to Lato would otherwise re-wrap the text after the first paint (layout shifts, a later largest paint).
 */
export const LATO_TEXT_FACES = [latinRegular, latinBold] as const;
