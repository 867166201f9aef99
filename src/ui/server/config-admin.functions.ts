import { createServerFn } from '@tanstack/react-start';
import type { StaffConfig } from '../../application/board/config-admin/config-admin-gateway.port';
import { board, boardContextFor } from './board-context.server';
import { ENTRY_FIELDS, type EntryFormValues } from './config-admin/config-admin-fields';
import { pageInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { parseTypedValues, typedValuesCookieName } from './typed-values.server';

export interface ConfigDeskData {
  readonly config: StaffConfig;
  readonly csrfToken: string;
  /** What a refused entry carried. */
  readonly typed: EntryFormValues;
}

/** /admin/configuration: the configuration rows of the site and of every site, and read-only mode, or the platform's refusal. */
export const loadConfigDesk = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<ConfigDeskData> => {
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const config = await b.configDesk.config(ctx);
    // A refused plain form's values, read once: the cookie goes as it is read.
    const name = typedValuesCookieName('config-entry');
    const raw = getCookie(name);
    if (raw !== undefined) setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
    return {
      config,
      csrfToken: await csrfTokenFor(b.csrfGuard, getCookie, setCookie),
      typed: raw === undefined ? {} : parseTypedValues(raw, ENTRY_FIELDS),
    };
  });
