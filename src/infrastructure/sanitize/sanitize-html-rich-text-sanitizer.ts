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

const FILTERED_ATTRIBUTES_BY_TAG = {
  '*': FILTERED_ATTRIBUTES.filter((a) => a !== 'target'),
  a: [{ name: 'target', multiple: false, values: [...LINK_TARGETS] }],
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
    // An unknown link target goes entirely rather than staying as an empty attribute.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return { tagName, attribs: target && (LINK_TARGETS as readonly string[]).includes(target) ? { ...rest, target } : rest };
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
};

/** RichTextSanitizer on sanitize-html, with the allow-lists of domain/content/rich-text-policy.ts. */
export class SanitizeHtmlRichTextSanitizer implements RichTextSanitizer {
  sanitize(html: string, format: RichTextFormat): string {
    return sanitizeHtml(html, format === 'full' ? FULL : FILTERED);
  }
}
