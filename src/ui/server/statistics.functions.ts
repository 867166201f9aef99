import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { StatisticsAnswer } from '../../application/board/statistics/statistics-gateway.port';
import type { StatisticsScope } from '../../domain/statistics/statistics-access';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { ENTITY_ID } from '../../domain/shared/entity-id';

const id = z.string().regex(ENTITY_ID);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A statistics page: a job's, an organization's, or (staff) the site's, for a range of days. */
export const loadStatistics = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ job: id.optional(), organization: id.optional(), from: day.optional(), to: day.optional() }))
  .handler(async ({ data }): Promise<StatisticsAnswer> => {
    const b = await board();
    const scope: StatisticsScope = data.job
      ? { kind: 'job', jobId: data.job }
      : data.organization
        ? { kind: 'organization', organizationId: data.organization }
        : { kind: 'site' };
    return b.showStatistics.execute(
      { scope, ...(data.from ? { from: data.from } : {}), ...(data.to ? { to: data.to } : {}) },
      await boardContextFor(b, data.locale, data.visualEditor),
    );
  });
