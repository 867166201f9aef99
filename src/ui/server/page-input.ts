import { z } from 'zod';
import { LOCALES } from '../../domain/shared/locale';

/** What every page's server function receives from the browser; validated, never trusted. */
export const pageInput = z.object({
  locale: z.enum(LOCALES),
  visualEditor: z.boolean().default(false),
});

/**
 * A server function's copy of the page's query, read by the same reader as the route's `validateSearch`
 * (src/ui/routing), so what the server acts on is what the page shows.
 */
export const searchInput = <T>(read: (search: Record<string, unknown>) => T) => z.record(z.string(), z.unknown()).transform(read);
