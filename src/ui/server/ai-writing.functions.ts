import { createServerFn } from '@tanstack/react-start';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';

/**
 * Whether the job wizard's writing helper is there. Asked by the wizard's script once it runs (the
 * buttons need it), so a page without JavaScript never offers them. A platform that cannot answer means
 * no helper: the wizard works without it.
 */
export const loadAiWritingAvailability = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<{ available: boolean }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    try {
      return { available: await b.checkAiWriting.execute(ctx) };
    } catch (error) {
      b.logger.warn({ err: error, requestId: ctx.requestId }, 'writing helper availability unknown');
      return { available: false };
    }
  });
