import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { MAX_PATH_LENGTH } from '../../domain/routing/request-target';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';

const page = z.number().int().min(1).max(10_000).default(1);

/** /organization/{slug}: the profile and one page of its jobs on this site. */
export const loadOrganizationPage = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ slug: z.string().min(1).max(300), page }))
  .handler(async ({ data }) => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showOrganizationPage.execute({ slug: data.slug, page: data.page }, ctx);
  });

/** Any other path: a landing page, an organization under an alias path, a stored redirect, or nothing. */
export const loadContentPage = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ path: z.string().min(1).max(MAX_PATH_LENGTH), page }))
  .handler(async ({ data }) => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showContentPage.execute({ path: data.path, page: data.page }, ctx);
  });
