import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import { LOCALES } from '../../domain/shared/locale';
import { board } from './board-context.server';

/** Whether the platform is read-only now (the board's notice, cached a few seconds): the banner on every page. */
export const loadReadOnlyNotice = createServerFn({ method: 'GET' })
  .validator(z.object({ locale: z.enum(LOCALES) }))
  .handler(async ({ data }): Promise<boolean> => {
    const b = await board();
    return b.readOnlyNotice.isOn({ site: b.site.key, locale: data.locale });
  });
