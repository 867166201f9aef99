import type { PDFFont } from 'pdf-lib';

/**
 * Text a standard font (WinAnsi: German and French letters included) can draw: characters it cannot encode
 * become '?' rather than failing the document, narrow and no-break spaces plain spaces.
 */
export const encodable = (font: PDFFont, text: string): string =>
  [...text.replace(/[\u00a0\u202f]/g, ' ')]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
