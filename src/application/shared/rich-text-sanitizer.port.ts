/**
 * Turns untrusted HTML into the rich-text formats: `filtered` (links, emphasis, lists, h2–h6,
 * images, tables, paragraphs, breaks; see domain/content/rich-text-policy.ts) or `full` (also iframes).
 * The output never carries script, event handlers or `javascript:` URLs.
 */
export type RichTextFormat = 'filtered' | 'full';
export interface RichTextSanitizer {
  sanitize(html: string, format: RichTextFormat): string;
}
