import type { Config } from 'dompurify';

/**
 * Spec §5 "filtered" rich text: links, emphasis, lists, headings h2–h6, images, tables, paragraphs and
 * breaks; attributes href, hreflang, cite, type, start, id, src, alt, target and entity data.
 */
export const FILTERED_HTML: Config = {
  ALLOWED_TAGS: [
    'a', 'em', 'strong', 'b', 'i', 'u', 's', 'cite', 'blockquote', 'code',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'h2', 'h3', 'h4', 'h5', 'h6',
    'img',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
    'p', 'br',
  ],
  ALLOWED_ATTR: ['href', 'hreflang', 'cite', 'type', 'start', 'id', 'src', 'alt', 'target', 'data-entity-type', 'data-entity-uuid', 'data-entity-substitution'],
  ALLOW_DATA_ATTR: false,
};
