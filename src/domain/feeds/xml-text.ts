/**
 * The few rules for writing XML 1.0 text safely. Everything the feeds and sitemaps print passes
 * through here, so a job title with `&`, `<`, `]]>` or a stray control character cannot break a
 * consumer's parser.
 */

/**
 * Characters XML 1.0 forbids (§2.2 `Char`): C0 controls except tab, LF, CR; lone surrogates; U+FFFE/FFFF.
 * With the `u` flag a lone surrogate is one code point outside every listed range, so it goes too.
 */
const INVALID_XML_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export const stripInvalidXmlChars = (value: string): string => value.replace(INVALID_XML_CHARS, '');

/** Text content: `&`, `<` and `>` (the last keeps `]]>` out of character data). */
export const escapeXmlText = (value: string): string =>
  stripInvalidXmlChars(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Attribute values in double quotes; tab/LF/CR as references so attribute normalization keeps them. */
export const escapeXmlAttribute = (value: string): string =>
  escapeXmlText(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;');

/**
 * A CDATA section. `]]>` would end it early, so it is split across two sections (`]]` closes the
 * first, `>` opens the second); a parser joins them back to the original text.
 */
export const cdata = (value: string): string => `<![CDATA[${stripInvalidXmlChars(value).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
