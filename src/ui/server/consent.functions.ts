import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { AcceptTermsResult } from '../../application/board/consent/accept-latest-terms.use-case';
import type { TermsNotice } from '../../application/board/consent/check-latest-terms.use-case';
import { LOCALES } from '../../domain/shared/locale';
import { board, boardContextFor } from './board-context.server';

/** Whether the app shell shows the terms dialog for this request's user. */
export const loadTermsNotice = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }): Promise<TermsNotice> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, false);
    const notice = await b.checkLatestTerms.execute({ latestTermsFeature: b.site.features.latestTerms }, ctx);
    if (notice.kind === 'error') b.logger.warn({ reqId: ctx.requestId }, 'terms consent could not be loaded');
    return notice;
  });

/** The terms dialog's Confirm: saves acceptance of `infoId` for the signed-in user. */
export const acceptTerms = createServerFn({ method: 'POST' })
  .validator(z.object({ locale: z.enum(LOCALES), infoId: z.string().regex(/^[1-9]\d{0,17}$/), consent: z.literal(true) }))
  .handler(async ({ data }): Promise<AcceptTermsResult> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, false);
    try {
      const result = await b.acceptLatestTerms.execute({ infoId: data.infoId }, ctx);
      if (result.kind === 'failed') b.logger.warn({ reqId: ctx.requestId, errors: result.errors }, 'terms acceptance refused');
      return result;
    } catch (error) {
      b.logger.error({ err: error, reqId: ctx.requestId }, 'terms acceptance failed');
      return { kind: 'failed', errors: ['UNAVAILABLE'] };
    }
  });
