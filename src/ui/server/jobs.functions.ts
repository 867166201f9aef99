import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';

/** Newest jobs on the home page (spec: 10). */
const NEWEST_ON_HOME = 10;

export const loadHomePage = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }) => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showHomePage.execute({ newestJobs: NEWEST_ON_HOME }, ctx);
  });

export const loadJobPage = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ slug: z.string().min(1).max(300) }))
  .handler(async ({ data }) => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const page = await b.showJobPage.execute({ slug: data.slug }, ctx);
    // The job manager's view count: published jobs, visitors whose user agent is not a bot's.
    if (page.kind === 'job' && page.job.state === 'published' && !page.expired) {
      const { getRequestHeader, setResponseHeader } = await import('@tanstack/react-start/server');
      await b.countJobView.execute({ id: page.job.id, userAgent: getRequestHeader('user-agent') ?? null }, ctx);
      // Each visit is counted where it is rendered: a page kept for other visitors would count it once.
      setResponseHeader('Cache-Control', 'private');
    }
    return page;
  });
