/*
 * Rich text. Filtered format: only links, emphasis, lists, headings h2–h6, images, tables,
 * paragraphs and breaks; attributes href, hreflang, cite, type, start, id, src, alt, target and entity
 * data (`data-entity-*`); everything else is stripped. The full format also allows iframes.
 * Block quotes are kept: the editor toolbar of every role offers them, and `cite` belongs to them.
 */

export const FILTERED_TAGS = [
  'a',
  'em',
  'strong',
  'b',
  'i',
  'u',
  's',
  'cite',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'p',
  'br',
] as const;

export const FULL_EXTRA_TAGS = ['iframe'] as const;

/** Attributes allowed on any kept element; `data-entity-*` stands for every attribute with that prefix. */
export const FILTERED_ATTRIBUTES = ['href', 'hreflang', 'cite', 'type', 'start', 'id', 'src', 'alt', 'target', 'data-entity-*'] as const;

/** Iframes of the full format: the attributes an embed needs. */
export const IFRAME_ATTRIBUTES = ['src', 'width', 'height', 'title', 'allowfullscreen', 'loading'] as const;

/** Hosts iframes of the full format may show: privacy-friendly video players. */
export const IFRAME_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

/** URL schemes a link may use; images only load from the web or from this site. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const IMAGE_SCHEMES = ['http', 'https'] as const;

/** Link targets that make sense in a presentation. */
export const LINK_TARGETS = ['_blank', '_self'] as const;
