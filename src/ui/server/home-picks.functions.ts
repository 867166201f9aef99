import { createServerFn } from '@tanstack/react-start';
import type { StaffHomePicks } from '../../application/board/home-picks/home-picks-gateway.port';
import { board, boardContextFor } from './board-context.server';
import { HOME_PICK_FIELDS, type HomePickFormValues } from './home-picks/home-picks-fields';
import { pageInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { answerForbidden } from './staff.functions';
import { parseTypedValues, typedValuesCookieName } from './typed-values.server';

export interface HomePicksDeskData {
  readonly home: StaffHomePicks;
  readonly csrfToken: string;
  /** What a refused pick carried. */
  readonly typed: HomePickFormValues;
}

/** /admin/content/home: the site's home page blocks with their highlights, or the platform's refusal. */
export const loadHomePicksDesk = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<HomePicksDeskData> => {
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const home = await b.homePicksDesk.blocks(ctx);
    // A refused plain form's values, read once: the cookie goes as it is read.
    const name = typedValuesCookieName('home-pick');
    const raw = getCookie(name);
    if (raw !== undefined) setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
    // Without the content section: the 403 page, with its status.
    await answerForbidden(home.errors);
    return {
      home,
      csrfToken: await csrfTokenFor(b.csrfGuard, getCookie, setCookie),
      typed: raw === undefined ? {} : parseTypedValues(raw, HOME_PICK_FIELDS),
    };
  });
