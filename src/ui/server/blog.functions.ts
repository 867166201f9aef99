import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';

/** Posts per blog list page. */
export const BLOG_PAGE_SIZE = 10;

export const loadBlogPage = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ page: z.number().int().min(1).max(10_000).default(1), tag: z.string().min(1).max(100).nullish() }))
  .handler(async ({ data }) => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.browseBlog.execute({ page: data.page, pageSize: BLOG_PAGE_SIZE, tag: data.tag ?? null }, ctx);
  });

export const loadBlogPost = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ year: z.string().max(10), month: z.string().max(10), slug: z.string().min(1).max(300) }))
  .handler(async ({ data }) => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showBlogPost.execute({ year: data.year, month: data.month, slug: data.slug }, ctx);
  });
