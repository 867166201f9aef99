import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { ApplicationFormPage } from '../../application/board/applications/show-application-form.use-case';
import type { JobApplicationsPage } from '../../application/board/applications/show-job-applications.use-case';
import type { MyApplication } from '../../domain/applications/application';
import type { ApplicationDetailsView } from '../../domain/applications/application-views';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { ENTITY_ID } from '../../domain/shared/entity-id';

const id = z.string().regex(ENTITY_ID);

export type ApplyPageData =
  | ({ readonly kind: 'form' } & ApplicationFormPage)
  | { readonly kind: 'not-found' }
  | { readonly kind: 'closed'; readonly slug: string };

/**
 * The apply pages of `/job/{slug}`: the job by its path, then its application form. A job that exists but
 * takes no on-site applications (e-mail, link, expired) is `closed`: the page sends the visitor back to it.
 */
export const loadApplyPage = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ slug: z.string().min(1).max(300) }))
  .handler(async ({ data }): Promise<ApplyPageData> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const page = await b.showJobPage.execute({ slug: data.slug }, ctx);
    if (page.kind !== 'job') return { kind: 'not-found' };
    const form = await b.showApplicationForm.execute({ jobId: page.job.id }, ctx);
    return form ? { kind: 'form', ...form } : { kind: 'closed', slug: page.job.slug };
  });

/** A job's applications for its recruiters; null for anyone else (the page answers 404). */
export const loadJobApplications = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ jobId: id }))
  .handler(async ({ data }): Promise<JobApplicationsPage | null> => {
    const b = await board();
    return b.showJobApplications.execute({ jobId: data.jobId }, await boardContextFor(b, data.locale, data.visualEditor));
  });

/** One application for its applicant, the job's recruiters and staff; null for anyone else. */
export const loadApplication = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ id }))
  .handler(async ({ data }): Promise<ApplicationDetailsView | null> => {
    const b = await board();
    return b.showApplication.execute({ id: data.id }, await boardContextFor(b, data.locale, data.visualEditor));
  });

/** "My applications" of the dashboard. A secondary block: a platform failure shows an empty list, logged. */
export const loadMyApplications = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<{ items: readonly MyApplication[]; failed: boolean }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    try {
      return { items: await b.showMyApplications.execute(undefined, ctx), failed: false };
    } catch (error) {
      b.logger.warn({ err: error, requestId: ctx.requestId }, 'my applications unavailable');
      return { items: [], failed: true };
    }
  });
