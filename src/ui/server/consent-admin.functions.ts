import { createServerFn } from '@tanstack/react-start';
import type { StaffConsentTexts } from '../../application/board/consent-admin/consent-admin-gateway.port';
import { board, boardContextFor } from './board-context.server';
import { REVISION_FIELDS, type RevisionFormValues } from './consent-admin/consent-admin-fields';
import { pageInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { parseTypedValues, typedValuesCookieName } from './typed-values.server';

export interface ConsentDeskData {
  readonly texts: StaffConsentTexts;
  readonly csrfToken: string;
  /** What a refused wording carried (its infoId names the form it belongs to). */
  readonly typed: RevisionFormValues;
}

/** /admin/consent: the site's consent infos with every wording, or the platform's refusal. */
export const loadConsentDesk = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<ConsentDeskData> => {
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const texts = await b.consentDesk.texts(ctx);
    // A refused plain form's values, read once: the cookie goes as it is read.
    const name = typedValuesCookieName('consent-revision');
    const raw = getCookie(name);
    if (raw !== undefined) setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
    return {
      texts,
      csrfToken: await csrfTokenFor(b.csrfGuard, getCookie, setCookie),
      typed: raw === undefined ? {} : parseTypedValues(raw, REVISION_FIELDS),
    };
  });
