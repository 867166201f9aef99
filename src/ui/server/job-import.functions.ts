import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type {
  BoardImporter,
  BoardImporterDetail,
  BoardImporterList,
  BoardImporterOptions,
} from '../../application/board/job-import/job-import-gateway.port';
import { IMPORTER_TEXT_FIELDS, type ImporterTypedValues } from '../forms/importer-form';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { parseTypedValues, typedValuesCookieName } from './typed-values.server';
import { ENTITY_ID } from '../../domain/shared/entity-id';

async function csrfToken(): Promise<string> {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  return csrfTokenFor((await board()).csrfGuard, getCookie, setCookie);
}

const idInput = pageInput.extend({ id: z.string().regex(ENTITY_ID) });

/** The importers the visitor may see (staff: the site's; an owner: their organizations'), or the platform's refusal. */
export const loadImporters = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<BoardImporterList> => {
    const b = await board();
    return b.manageImporters.list(await boardContextFor(b, data.locale, data.visualEditor));
  });

/** One importer with its run log, and the token its run and delete buttons post. */
export const loadImporter = createServerFn({ method: 'GET' })
  .validator(idInput)
  .handler(async ({ data }): Promise<{ detail: BoardImporterDetail; csrfToken: string }> => {
    const b = await board();
    const detail = await b.manageImporters.detail(data.id, await boardContextFor(b, data.locale, data.visualEditor));
    return { detail, csrfToken: detail.mayManage ? await csrfToken() : '' };
  });

/** The importer form: what it offers, the importer it edits, and what a refused post carried (read once). */
export const loadImporterForm = createServerFn({ method: 'GET' })
  .validator(
    pageInput.extend({
      id: z.string().regex(ENTITY_ID).nullable(),
    }),
  )
  .handler(
    async ({
      data,
    }): Promise<{
      options: BoardImporterOptions;
      importer: BoardImporter | null;
      errors: readonly string[];
      csrfToken: string;
      typed: ImporterTypedValues | null;
    }> => {
      const b = await board();
      const form = await b.manageImporters.form(data.id, await boardContextFor(b, data.locale, data.visualEditor));
      const { getCookie, setCookie } = await import('@tanstack/react-start/server');
      const name = typedValuesCookieName('importer');
      const raw = getCookie(name);
      if (raw !== undefined) setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
      const typed = raw ? parseTypedValues(raw, IMPORTER_TEXT_FIELDS) : null;
      return { ...form, csrfToken: form.errors.length === 0 ? await csrfToken() : '', typed };
    },
  );
