import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { Job } from '../../domain/job/job';
import type { PlaceSelection } from '../../domain/geo/place';
import { LOCALES } from '../../domain/shared/locale';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { ENTITY_ID } from '../../domain/shared/entity-id';

/**
 * The job page's similar jobs. A secondary block: when the platform fails here the page still shows
 * the job (logged, no similar jobs) rather than an error page.
 */
export const loadSimilarJobs = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ jobId: z.string().regex(ENTITY_ID) }))
  .handler(async ({ data }): Promise<Job[]> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    try {
      return await b.showSimilarJobs.execute({ jobId: data.jobId }, ctx);
    } catch (error) {
      b.logger.warn({ err: error, requestId: ctx.requestId }, 'similar jobs unavailable');
      return [];
    }
  });

/**
 * Suggestions for the place field (called from the browser while the visitor types). Whatever arrives
 * is cut to a sane length rather than refused, so typing never produces an error response.
 */
export const suggestPlaces = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES), query: z.string().transform((q) => q.slice(0, 200)) }))
  .handler(async ({ data }): Promise<PlaceSelection[]> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, false);
    return b.suggestPlaces.execute({ query: data.query }, ctx);
  });
