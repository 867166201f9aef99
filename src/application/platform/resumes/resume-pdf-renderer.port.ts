import type { ResumeContent } from '../../../domain/resume/resume';
import type { Locale } from '../../../domain/shared/locale';
import type { ResumeTermOption } from './resume-repository.port';

/** Draws a resume's full view as a PDF (resume-document.ts decides what goes on the page, in which order). */
export interface ResumePdfRenderer {
  render(content: ResumeContent, terms: readonly ResumeTermOption[], locale: Locale): Promise<Uint8Array>;
}
