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
    // Reads only: views are counted by the page's beacon, so a page served from a cache counts too.
    return b.showJobPage.execute({ slug: data.slug }, ctx);
  });
