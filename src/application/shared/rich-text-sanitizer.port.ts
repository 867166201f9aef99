/**
 * Rich text of spec §5. `filtered`: links, emphasis, lists, headings h2–h6, images, tables, paragraphs
 * and breaks with the attributes href, hreflang, cite, type, start, id, src, alt, target and entity data;
 * everything else is stripped. `full` (staff) also allows iframes from allow-listed video hosts.
 */
export type RichTextFormat = 'filtered' | 'full';

export interface RichTextSanitizer {
  sanitize(html: string, format: RichTextFormat): string;
}
