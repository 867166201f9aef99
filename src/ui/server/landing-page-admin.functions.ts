import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { StaffLandingPageAnswer } from '../../application/board/landing-page-admin/landing-page-admin-gateway.port';
import type { StaffLandingPageList } from '../../application/board/landing-page-admin/run-landing-page-desk.use-case';
import { board, boardContextFor } from './board-context.server';
import { LANDING_PAGE_FIELDS, type LandingPageFormValues } from './landing-page-admin/landing-page-admin-fields';
import { pageInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { parseTypedValues, typedValuesCookieName } from './typed-values.server';
import { ENTITY_ID } from '../../domain/shared/entity-id';

export interface LandingPageListData {
  readonly list: StaffLandingPageList;
}

export interface LandingPageEditorData {
  /** The page being edited; `page: null` without errors: a new page. */
  readonly answer: StaffLandingPageAnswer;
  readonly csrfToken: string;
  /** What a refused post carried, read once. */
  readonly typed: LandingPageFormValues;
  /** The site the console runs on and its languages: a new page's defaults. */
  readonly site: { readonly key: string; readonly locales: readonly string[] };
}

/** /admin/content/pages: one page of the landing pages of the staff member's sites, filtered, or the platform's refusal. */
export const loadLandingPageList = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ text: z.string().max(200).nullable(), page: z.number().int().min(1).max(100_000) }))
  .handler(async ({ data }): Promise<LandingPageListData> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return { list: await b.landingPageDesk.list({ text: data.text, page: data.page }, ctx) };
  });

/**
 * /admin/content/pages/new and /admin/content/pages/<id>: the page to edit (none for a new one), or the
 * platform's refusal. A new page asks the list for the caller's right first, so a guest signs in and
 * other staff get the 403 page before they type anything.
 */
export const loadLandingPageEditor = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      id: z.string().regex(ENTITY_ID).nullable(),
    }),
  )
  .handler(async ({ data }): Promise<LandingPageEditorData> => {
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const answer: StaffLandingPageAnswer = data.id
      ? await b.landingPageDesk.get(data.id, ctx)
      : { page: null, errors: (await b.landingPageDesk.list({ text: null, page: 1 }, ctx)).errors };
    // A refused plain form's values, read once: the cookie goes as it is read.
    const name = typedValuesCookieName('landing-page');
    const raw = getCookie(name);
    if (raw !== undefined) setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
    return {
      answer,
      csrfToken: await csrfTokenFor(b.csrfGuard, getCookie, setCookie),
      typed: raw === undefined ? {} : parseTypedValues(raw, LANDING_PAGE_FIELDS),
      site: { key: b.site.key, locales: [...b.site.locales] },
    };
  });
