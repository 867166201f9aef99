import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { LEGAL_PAGES } from '../../domain/content/legal-document';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';

/** A legal page of the site (privacy, terms, imprint, cookies), or null when the site has none of that kind. */
export const loadLegalDocument = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ page: z.enum(LEGAL_PAGES) }))
  .handler(async ({ data }) => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showLegalDocument.execute({ page: data.page }, ctx);
  });
