import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { StaffBlogList, StaffBlogPostAnswer } from '../../application/board/content-admin/blog-admin-gateway.port';
import { board, boardContextFor } from './board-context.server';
import { BLOG_POST_FIELDS, type BlogPostFormValues } from './blog-admin/blog-admin-fields';
import { pageInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { answerForbidden } from './staff.functions';
import { parseTypedValues, typedValuesCookieName } from './typed-values.server';
import { ENTITY_ID } from '../../domain/shared/entity-id';

export interface BlogListData {
  readonly list: StaffBlogList;
}

export interface BlogPostFormData {
  /** The post to edit; null with no errors: a new one. */
  readonly post: StaffBlogPostAnswer;
  /** The sites the staff member may put the post on, with the list's refusal (UNAUTHENTICATED / FORBIDDEN). */
  readonly sites: Pick<StaffBlogList, 'manageableSites' | 'errors'>;
  readonly csrfToken: string;
  /** What a refused post of this form carried (its id says which post). */
  readonly typed: BlogPostFormValues;
}

/** /admin/content: one page of the posts of the staff member's sites, filtered, or the platform's refusal. */
export const loadBlogList = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      title: z.string().max(200).nullable(),
      state: z.string().max(20).nullable(),
      page: z.number().int().min(1).max(100_000),
    }),
  )
  .handler(async ({ data }): Promise<BlogListData> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const list = await b.blogDesk.list({ title: data.title, state: data.state, page: data.page }, ctx);
    await answerForbidden(list.errors);
    return { list };
  });

/** /admin/content/new and /admin/content/{id}: the post (or none), the sites to offer and a refused post's values. */
export const loadBlogPostForm = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      id: z.string().regex(ENTITY_ID).nullable(),
    }),
  )
  .handler(async ({ data }): Promise<BlogPostFormData> => {
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const [post, list] = await Promise.all([
      data.id === null ? Promise.resolve({ post: null, errors: [] }) : b.blogDesk.get(data.id, ctx),
      b.blogDesk.list({ title: null, state: null, page: 1 }, ctx),
    ]);
    // Without the content section, or without one of the post's sites: the 403 page, with its status.
    await answerForbidden(list.errors.length > 0 ? list.errors : post.errors);
    // A refused plain form's values, read once: the cookie goes as it is read.
    const name = typedValuesCookieName('blog-post');
    const raw = getCookie(name);
    if (raw !== undefined) setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
    const typed = raw === undefined ? {} : parseTypedValues(raw, BLOG_POST_FIELDS);
    return {
      post,
      sites: { manageableSites: list.manageableSites, errors: list.errors },
      csrfToken: await csrfTokenFor(b.csrfGuard, getCookie, setCookie),
      // Values typed into another post's form stay out of this one.
      typed: (typed.id ?? '') === (data.id ?? '') ? typed : {},
    };
  });
