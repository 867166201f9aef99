import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import type { CvTextReader } from '../../application/platform/resumes/cv-text-reader.port';
import { type CvFileType, type CvImportProblem, docxEntriesProblem } from '../../domain/resume/cv-import/cv-file-policy';
import { type PositionedText, readingOrder } from '../../domain/resume/cv-import/cv-reading-order';
import { err, ok, type Result } from '../../domain/shared/result';
import { checkInflatedSizes, zipEntries } from './zip-entries';

type ReadProblem = Exclude<CvImportProblem, 'FILE_TOO_LARGE'>;

/** Pages read of a PDF: a CV has a few; a thousand-page file is not one. */
const MAX_PDF_PAGES = 30;

interface TextItem {
  readonly str: string;
  readonly transform: readonly number[];
  readonly width: number;
}

/**
 * CV text on this server: PDFs through unpdf (pdf.js), read by position into reading order
 * (domain/resume/cv-import/cv-reading-order.ts); DOCX through mammoth, after the archive's declared and
 * actual inflated sizes have been checked against their bound.
 */
export class LocalCvTextReader implements CvTextReader {
  async read(bytes: Uint8Array, type: CvFileType): Promise<Result<string[], ReadProblem>> {
    return type === 'pdf' ? this.pdf(bytes) : this.docx(bytes);
  }

  private async pdf(bytes: Uint8Array): Promise<Result<string[], ReadProblem>> {
    let document: Awaited<ReturnType<typeof getDocumentProxy>>;
    try {
      // pdf.js takes the buffer over: it gets a copy.
      document = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true });
    } catch (error) {
      return err((error as { name?: string }).name === 'PasswordException' ? 'ENCRYPTED' : 'CORRUPT');
    }
    try {
      const lines: string[] = [];
      for (let n = 1; n <= Math.min(document.numPages, MAX_PDF_PAGES); n++) {
        const content = await (await document.getPage(n)).getTextContent();
        const items: PositionedText[] = (content.items as TextItem[])
          .filter((i) => typeof i.str === 'string' && i.str.trim() !== '')
          .map((i) => ({
            text: i.str,
            x: i.transform[4] ?? 0,
            y: i.transform[5] ?? 0,
            width: i.width,
            size: Math.hypot(i.transform[2] ?? 0, i.transform[3] ?? 0) || 10,
          }));
        lines.push(...readingOrder(items));
      }
      return lines.length > 0 ? ok(lines) : err('NO_TEXT');
    } catch {
      return err('CORRUPT');
    } finally {
      await (document as unknown as { cleanup?: () => Promise<void> }).cleanup?.();
    }
  }

  private async docx(bytes: Uint8Array): Promise<Result<string[], ReadProblem>> {
    const listed = zipEntries(bytes);
    if (!listed.ok) return err(listed.problem === 'TOO_LARGE' ? 'TOO_LARGE_INFLATED' : 'CORRUPT');
    const declared = docxEntriesProblem(listed.entries);
    if (declared) return err(declared);
    const inflated = checkInflatedSizes(bytes, listed.entries);
    if (inflated) return err(inflated === 'TOO_LARGE' ? 'TOO_LARGE_INFLATED' : 'CORRUPT');
    try {
      const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
      const lines = value.split(/\r?\n/).filter((l) => l.trim() !== '');
      return lines.length > 0 ? ok(lines) : err('NO_TEXT');
    } catch {
      return err('CORRUPT');
    }
  }
}
