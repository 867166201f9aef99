import { z } from 'zod';
import { LOCALES } from '../../domain/shared/locale';

/** What every page's server function receives from the browser; validated, never trusted. */
export const pageInput = z.object({
  locale: z.enum(LOCALES),
  visualEditor: z.boolean().default(false),
});

/** The visual-editor flag is on when the page URL has `?visual_editor=true`. */
export const isVisualEditor = (search: Record<string, unknown>): boolean =>
  search.visual_editor === true || search.visual_editor === 'true';
