import { createServerFn } from '@tanstack/react-start';
import type { StaffLegalPages } from '../../application/board/legal-admin/legal-admin-gateway.port';
import { board, boardContextFor } from './board-context.server';
import { LEGAL_VERSION_FIELDS, type LegalVersionFormValues } from './legal-admin/legal-admin-fields';
import { pageInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { parseTypedValues, typedValuesCookieName } from './typed-values.server';

export interface LegalDeskData {
  readonly legal: StaffLegalPages;
  readonly csrfToken: string;
  /** What a refused version carried (its page and language name the form it belongs to). */
  readonly typed: LegalVersionFormValues;
  /** Today (UTC), the earliest date a version may take effect: the date field's minimum and default. */
  readonly today: string;
}

/** /admin/content/legal: the site's legal pages with every version per language, or the platform's refusal. */
export const loadLegalDesk = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<LegalDeskData> => {
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const legal = await b.legalDesk.pages(ctx);
    // A refused plain form's values, read once: the cookie goes as it is read.
    const name = typedValuesCookieName('legal-version');
    const raw = getCookie(name);
    if (raw !== undefined) setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
    return {
      legal,
      csrfToken: await csrfTokenFor(b.csrfGuard, getCookie, setCookie),
      typed: raw === undefined ? {} : parseTypedValues(raw, LEGAL_VERSION_FIELDS),
      today: new Date().toISOString().slice(0, 10),
    };
  });
