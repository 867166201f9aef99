import sanitizeHtml from 'sanitize-html';
import type { RichTextFormat, RichTextSanitizer } from '../../application/shared/rich-text-sanitizer.port';

/*
 * Spec §5 rich text with sanitize-html. Filtered: links, emphasis, lists, headings h2–h6, images, tables,
 * paragraphs and breaks (plus blockquote, which the editor's toolbar offers and whose `cite` attribute
 * the spec lists); attributes href, hreflang, cite, type, start, id, src, alt, target and entity data
 * (`data-entity-*`); every other tag is dropped with its text kept, every other attribute stripped.
 * Links and images only over http(s) (links also mailto:). Full (staff) adds iframes, only from the
 * allow-listed video hosts; CKEditor's media embeds (`<oembed url>`) become such iframes.
 */

const FILTERED_TAGS = [
  'a', 'em', 'strong', 'b', 'i', 'u', 's', 'cite', 'blockquote', 'code',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'h2', 'h3', 'h4', 'h5', 'h6',
  'img',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'p', 'br',
];
const ATTRIBUTES = ['href', 'hreflang', 'cite', 'type', 'start', 'id', 'src', 'alt', 'target', 'data-entity-*'];
const IFRAME_ATTRIBUTES = ['src', 'width', 'height', 'title', 'allowfullscreen', 'frameborder'];
export const VIDEO_IFRAME_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

const YOUTUBE = /^https:\/\/(?:www\.|m\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube(?:-nocookie)?\.com\/embed\/)([A-Za-z0-9_-]{11})/;
const VIMEO = /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{1,12})/;

/** The player URL of a YouTube or Vimeo link (media embed), or null. */
function embedSrc(url: string | undefined): string | null {
  if (!url) return null;
  const youtube = YOUTUBE.exec(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = VIMEO.exec(url);
  return vimeo ? `https://player.vimeo.com/video/${vimeo[1]}?dnt=1` : null;
}

const base = (format: RichTextFormat): sanitizeHtml.IOptions => ({
  allowedTags: format === 'full' ? [...FILTERED_TAGS, 'iframe'] : FILTERED_TAGS,
  allowedAttributes: format === 'full' ? { '*': ATTRIBUTES, iframe: IFRAME_ATTRIBUTES } : { '*': ATTRIBUTES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  // An iframe whose src was refused is dropped whole rather than left as an empty frame.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  // Dropped with their content: what is code or styling, not text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'svg', 'math', 'object', 'embed', ...(format === 'full' ? [] : ['iframe'])],
  transformTags: {
    // A link that opens a new tab must not hand the opener over.
    a: (tagName, attribs) => ({ tagName, attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs }),
    ...(format === 'full'
      ? {
          oembed: (_tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
            const src = embedSrc(attribs.url);
            return src ? { tagName: 'iframe', attribs: { src, title: 'Video', allowfullscreen: 'allowfullscreen' } } : { tagName: 'p', attribs: {} };
          },
        }
      : {}),
  },
});

const OPTIONS: Record<RichTextFormat, sanitizeHtml.IOptions> = { filtered: base('filtered'), full: base('full') };
// rel is added by the transform above; it is allowed on links only.
for (const options of Object.values(OPTIONS)) {
  (options.allowedAttributes as Record<string, string[]>).a = ['rel'];
}

export class SanitizeHtmlRichTextSanitizer implements RichTextSanitizer {
  sanitize(html: string, format: RichTextFormat): string {
    return sanitizeHtml(html, OPTIONS[format]);
  }
}
