import { resumePdfFileName, resumeWorthSending } from '../../../domain/resume/resume-document';
import type { Locale } from '../../../domain/shared/locale';
import type { ResumePdf, ResumePdfSource } from '../applications/resume-pdf-source.port';
import { RESUME_VOCABULARIES } from './get-resume-options.use-case';
import type { ResumePdfRenderer } from './resume-pdf-renderer.port';
import type { ResumeRepository } from './resume-repository.port';

/**
 * The applicant's own resume as a PDF, in their full view (they send it themselves, so nothing is hidden
 * from the organization they apply to). Only ever asked for the signed-in applicant's own id.
 */
export class MyResumePdf implements ResumePdfSource {
  constructor(
    private readonly resumes: Pick<ResumeRepository, 'find' | 'terms'>,
    private readonly renderer: ResumePdfRenderer,
  ) {}

  async pdfFor(userId: string, locale: Locale): Promise<ResumePdf | null> {
    const resume = await this.resumes.find(userId);
    if (!resume || !resumeWorthSending(resume)) return null;
    const terms = await this.resumes.terms(RESUME_VOCABULARIES);
    return { bytes: await this.renderer.render(resume, terms, locale), fileName: resumePdfFileName(resume, locale) };
  }
}
