import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sanitizeHtml from 'sanitize-html';
import type { ResumePdfRenderer } from '../../application/platform/resumes/resume-pdf-renderer.port';
import type { ResumeTermOption } from '../../application/platform/resumes/resume-repository.port';
import type { ResumeContent } from '../../domain/resume/resume';
import { resumeDocument, type DocumentItem } from '../../domain/resume/resume-document';
import { translate, type Locale } from '../../domain/shared/locale';
import { BUNDLED_MESSAGES } from '../i18n/bundled-messages';
import { lookupMessage, type Messages } from '../i18n/messages';
import { encodable } from './encodable-text';

const A4: [number, number] = [595.28, 841.89];
const LEFT = 50;
const WIDTH = A4[0] - 2 * LEFT;
const TOP = 790;
const BOTTOM = 50;

/** The filtered rich-text format as lines of text: paragraphs and list items on lines of their own. */
export function richTextLines(html: string): string[] {
  const marked = html.replace(/<li[^>]*>/gi, '\n• ').replace(/<br\s*\/?>|<\/(p|li|h[1-6]|blockquote)>/gi, '\n');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Words of `text` in lines no wider than `width` (a word wider than a line gets a line of its own). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A resume's full view as an A4 PDF (pdf-lib), in the standard fonts the invoices use: they carry the
 * German and French letters, and a PDF without an embedded font file stays small. Long sections flow
 * onto further pages.
 */
export class PdfLibResumeRenderer implements ResumePdfRenderer {
  constructor(private readonly messages: Readonly<Record<Locale, Messages>> = BUNDLED_MESSAGES) {}

  async render(content: ResumeContent, terms: readonly ResumeTermOption[], locale: Locale): Promise<Uint8Array> {
    const labels = new Map(terms.map((term) => [term.id, translate(term.label, locale)]));
    const document = resumeDocument(content, {
      t: (key) => lookupMessage(this.messages[locale], key) ?? key,
      term: (id) => labels.get(id) ?? id,
      locale,
    });

    const pdf = await PDFDocument.create();
    pdf.setTitle(document.title);
    pdf.setLanguage(locale);
    const regular = await pdf.embedFont(StandardFonts.Helvetica);
    const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
    let page: PDFPage = pdf.addPage(A4);
    let y = TOP;
    const write = (text: string, font: PDFFont, size: number, grey = 0.1, indent = 0) => {
      for (const line of wrap(encodable(font, text), font, size, WIDTH - indent)) {
        if (y < BOTTOM) {
          page = pdf.addPage(A4);
          y = TOP;
        }
        page.drawText(line, { x: LEFT + indent, y, size, font, color: rgb(grey, grey, grey) });
        y -= size * 1.35;
      }
    };
    const item = (entry: DocumentItem) => {
      if (entry.kind === 'gap') y -= 8;
      else if (entry.kind === 'strong') write(entry.text, bold, 11);
      else if (entry.kind === 'muted') write(entry.text, regular, 10, 0.4);
      else if (entry.kind === 'rich')
        for (const line of richTextLines(entry.text)) write(line, regular, 10, 0.1, line.startsWith('•') ? 8 : 0);
      else write(entry.text, regular, 10);
    };

    write(document.title, bold, 18);
    for (const section of document.sections) {
      y -= 14;
      write(section.title, bold, 13);
      if (y >= BOTTOM) page.drawLine({ start: { x: LEFT, y: y + 9 }, end: { x: LEFT + WIDTH, y: y + 9 }, thickness: 0.5 });
      y -= 4;
      for (const entry of section.items) item(entry);
    }
    return pdf.save({ useObjectStreams: false });
  }
}
