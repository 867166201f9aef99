import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export interface JobAdText {
  readonly title: string;
  readonly organization: string;
  readonly place: string;
  readonly descriptionHtml: string;
  /** Stamped into the PDF's dates, so the same seed gives the same bytes. */
  readonly date: Date;
}

/** Blocks of the filtered rich text as lines: headings, paragraphs and "• " list items. */
export function htmlToBlocks(html: string): Array<{ kind: 'heading' | 'text'; text: string }> {
  const decode = (s: string) =>
    s
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim();
  const blocks: Array<{ kind: 'heading' | 'text'; text: string }> = [];
  for (const match of html.matchAll(/<(h[2-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = decode(match[2] ?? '');
    if (!text) continue;
    const tag = match[1]!.toLowerCase();
    blocks.push(tag.startsWith('h') ? { kind: 'heading', text } : { kind: 'text', text: tag === 'li' ? `• ${text}` : text });
  }
  return blocks;
}

/** Characters the standard fonts cannot encode (WinAnsi) become '?' rather than failing the seed. */
const encodable = (font: PDFFont, text: string) =>
  [...text]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one- or two-page A4 job advertisement as a real PDF (the ad of a demo file job): title, employer,
 * place and the description's headings, paragraphs and bullet points.
 */
export async function renderJobAdPdf(ad: JobAdText): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(ad.title);
  doc.setAuthor(ad.organization);
  doc.setSubject(`Stellenanzeige – ${ad.place}`);
  doc.setCreator('Jobboard demo content');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(ad.date);
  doc.setModificationDate(ad.date);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [595.28, 841.89];
  const margin = 56;
  let page: PDFPage = doc.addPage([width, height]);
  let y = height - margin;

  const write = (text: string, font: PDFFont, size: number, gapAfter: number, colour = rgb(0.1, 0.1, 0.1)) => {
    for (const line of wrap(encodable(font, text), font, size, width - 2 * margin)) {
      if (y - size < margin) {
        page = doc.addPage([width, height]);
        y = height - margin;
      }
      page.drawText(line, { x: margin, y: y - size, size, font, color: colour });
      y -= size * 1.35;
    }
    y -= gapAfter;
  };

  write(ad.organization, bold, 12, 4, rgb(0.04, 0.43, 0.31));
  write(ad.title, bold, 20, 6);
  write(ad.place, regular, 11, 14, rgb(0.35, 0.35, 0.35));
  for (const block of htmlToBlocks(ad.descriptionHtml)) {
    if (block.kind === 'heading') write(block.text, bold, 13, 4);
    else write(block.text, regular, 11, 4);
  }
  return doc.save({ useObjectStreams: false });
}
