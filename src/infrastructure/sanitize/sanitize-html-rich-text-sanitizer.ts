import sanitizeHtml, { type IOptions } from 'sanitize-html';
import type { RichTextFormat, RichTextSanitizer } from '../../application/shared/rich-text-sanitizer.port';
import {
  FILTERED_ATTRIBUTES,
  FILTERED_TAGS,
  FULL_EXTRA_TAGS,
  IFRAME_ATTRIBUTES,
  IFRAME_HOSTS,
  IMAGE_SCHEMES,
  LINK_SCHEMES,
  LINK_TARGETS,
} from '../../domain/content/rich-text-policy';
import { videoEmbed } from '../../domain/job/video-embed';

const FILTERED_ATTRIBUTES_BY_TAG = {
  '*': FILTERED_ATTRIBUTES.filter((a) => a !== 'target'),
  // rel is never taken from the input: the transform below sets it on links that open a new tab.
  a: [{ name: 'target', multiple: false, values: [...LINK_TARGETS] }, 'rel'],
};

const FILTERED: IOptions = {
  allowedTags: [...FILTERED_TAGS],
  allowedAttributes: FILTERED_ATTRIBUTES_BY_TAG,
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // `//evil.example/x` would inherit the page's scheme and leave the site unnoticed.
  allowProtocolRelative: false,
  // Tags that are not allowed go, their text stays; script, style and the like go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'iframe', 'object', 'svg', 'math'],
  // No comments, no conditional comments, no CDATA.
  allowVulnerableTags: false,
  transformTags: {
    // The page has its own h1 (the organization's name, the job title): a pasted h1 becomes the first heading level allowed.
    h1: 'h2',
    // An unknown link target goes entirely rather than staying as an empty attribute; a link that opens
    // a new tab must not hand the opener over.
    a: (tagName, attribs) => {
      const { target, rel: _given, ...rest } = attribs;
      return {
        tagName,
        attribs: target && (LINK_TARGETS as readonly string[]).includes(target) ? { ...rest, target, rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

const FULL: IOptions = {
  ...FILTERED,
  allowedTags: [...FILTERED_TAGS, ...FULL_EXTRA_TAGS],
  allowedAttributes: { ...FILTERED_ATTRIBUTES_BY_TAG, iframe: [...IFRAME_ATTRIBUTES] },
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES], iframe: ['https'] },
  allowedIframeHostnames: [...IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  nonTextTags: (FILTERED.nonTextTags ?? []).filter((t) => t !== 'iframe'),
  // An iframe whose source was refused is an empty box: dropped.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  transformTags: {
    ...FILTERED.transformTags,
    // CKEditor's media embed (`<oembed url>`) becomes the privacy-friendly player of domain/job/video-embed.ts.
    oembed: (_tagName, attribs): sanitizeHtml.Tag => {
      const embed = videoEmbed(attribs.url);
      return embed
        ? { tagName: 'iframe', attribs: { src: embed.src, title: 'Video', allowfullscreen: 'allowfullscreen' } }
        : { tagName: 'p', attribs: {} };
    },
  },
};

const MAX_EXTRA_PASSES = 3;

/** RichTextSanitizer on sanitize-html, with the allow-lists of domain/content/rich-text-policy.ts. */
export class SanitizeHtmlRichTextSanitizer implements RichTextSanitizer {
  sanitize(html: string, format: RichTextFormat): string {
    const options = format === 'full' ? FULL : FILTERED;
    // htmlparser2 does not repair every broken nesting in one pass (`<li><li>` comes back nested and is
    // split on the next pass). Stored HTML must be a fixed point, or every save would change it: a few
    // passes reach it for any input the property test has found.
    let output = sanitizeHtml(html, options);
    for (let pass = 0; pass < MAX_EXTRA_PASSES; pass++) {
      const again = sanitizeHtml(output, options);
      if (again === output) break;
      output = again;
    }
    return output;
  }
}
