import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { CvImportReview } from '../../application/board/resumes/import-cv.use-cases';
import type { MyResumePage } from '../../application/board/resumes/show-my-resume.use-case';
import type { TypedResumeForm } from '../components/resumes/resume-form-parts';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { parseTypedResume } from './resumes/typed-resume.server';
import { typedValuesCookieName } from './typed-values.server';
import { ENTITY_ID } from '../../domain/shared/entity-id';

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
  .validator(pageInput.extend({ importId: z.string().regex(ENTITY_ID) }))
  .handler(async ({ data }): Promise<CvImportReview | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.reviewCvImport.execute({ id: data.importId }, ctx);
  });

/**
 * What a refused plain resume form carried (resume-endpoints.server.ts), read once: the cookie goes as it
 * is read, so a reload shows the stored values again.
 */
export const takeTypedResume = createServerFn({ method: 'GET' }).handler(async (): Promise<TypedResumeForm | null> => {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  const name = typedValuesCookieName('resume');
  const raw = getCookie(name);
  if (raw === undefined) return null;
  setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
  return parseTypedResume(raw);
});
