import type { Locale } from '../../../domain/shared/locale';

export interface ResumePdf {
  readonly bytes: Uint8Array;
  readonly fileName: string;
}

/** Where an application gets its applicant's resume as a PDF; null when they have no resume to send. */
export interface ResumePdfSource {
  pdfFor(userId: string, locale: Locale): Promise<ResumePdf | null>;
}
