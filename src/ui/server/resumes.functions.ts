import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { CvImportReview } from '../../application/board/resumes/import-cv.use-cases';
import type { MyResumePage } from '../../application/board/resumes/show-my-resume.use-case';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';

/** /resume and /resume/edit: the signed-in user's resume and the form's choices; null for guests. */
export const loadMyResume = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ organizationSearch: z.string().max(200).optional() }))
  .handler(async ({ data }): Promise<MyResumePage | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showMyResume.execute({ organizationSearch: data.organizationSearch ?? '' }, ctx);
  });

/** The dashboard's resume card: completeness and visibility; null for guests (and when the platform fails: a secondary block). */
export const loadResumeCard = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<Pick<MyResumePage['resume'], 'visibility' | 'completeness'> | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    try {
      const page = await b.showMyResume.execute({}, ctx);
      return page ? { visibility: page.resume.visibility, completeness: page.resume.completeness } : null;
    } catch (error) {
      b.logger.warn({ err: error, requestId: ctx.requestId }, 'resume card unavailable');
      return null;
    }
  });

/** The wizard's import under review, with the form's choices; null for guests and imports of others. */
export const loadCvImport = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ importId: z.string().regex(/^\d{1,18}$/) }))
  .handler(async ({ data }): Promise<CvImportReview | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.reviewCvImport.execute({ id: data.importId }, ctx);
  });
