import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { RecruiterResumePage } from '../../application/board/resume-recruiting/show-recruiter-resume.use-case';
import type {
  BoardOwnerContactRequests,
  BoardResumeSearch,
  BoardSentContactRequests,
} from '../../application/board/resume-recruiting/resume-recruiting-gateway.port';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';

const values = z.array(z.string().max(200)).max(60).default([]);

/** /resumes: one page of the recruiter's resume search (or the platform's refusal: not a recruiter, unknown values). */
export const loadResumeSearch = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      keywords: z.string().max(1000).default(''),
      careerStatus: values,
      languages: values,
      skills: values,
      occupations: values,
      place: z
        .object({
          label: z.string().max(200).nullish(),
          lat: z.number().nullish(),
          lon: z.number().nullish(),
          locationType: z.string().max(40).nullish(),
          country: z.string().max(10).nullish(),
          administrativeArea: z.string().max(200).nullish(),
          radius: z.number().nullish(),
        })
        .nullable()
        .default(null),
      page: z.number().int().min(1).max(100_000).default(1),
    }),
  )
  .handler(async ({ data }): Promise<BoardResumeSearch> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.findResumes.execute(data, ctx);
  });

/** /resumes/{id}: a resume as the recruiter's organization sees it; null for the page's 404. */
export const loadRecruiterResume = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ id: z.string().max(100) }))
  .handler(async ({ data }): Promise<RecruiterResumePage | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showRecruiterResume.execute({ id: data.id }, ctx);
  });

/** /resume-contacts: the resume owner's contact requests; null for guests. */
export const loadMyContactRequests = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      filter: z.enum(['pending', 'approved']).nullable().default(null),
      page: z.number().int().min(1).max(1000).default(1),
    }),
  )
  .handler(async ({ data }): Promise<BoardOwnerContactRequests | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showMyContactRequests.execute({ filter: data.filter, page: data.page }, ctx);
  });

/** /resume-contacts/sent: the recruiter's requests with the slots and credits left; null for non-recruiters. */
export const loadSentContactRequests = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ page: z.number().int().min(1).max(1000).default(1) }))
  .handler(async ({ data }): Promise<BoardSentContactRequests | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showSentContactRequests.execute({ page: data.page }, ctx);
  });
