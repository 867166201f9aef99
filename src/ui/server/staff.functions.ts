import { createServerFn } from '@tanstack/react-start';
import type { StaffActionList, StaffConsoleAnswer } from '../../application/board/staff/staff-gateway.port';
import { parseAuditSearch } from '../routing/console-search';
import { board, boardContextFor } from './board-context.server';
import { pageInput, searchInput } from './page-input';

/** The console's sections for the signed-in user, or the platform's refusal (UNAUTHENTICATED, FORBIDDEN). */
export const loadStaffConsole = createServerFn({ method: 'GET' })
  .validator(pageInput)
  .handler(async ({ data }): Promise<StaffConsoleAnswer> => {
    const b = await board();
    return b.staffConsole.sections(await boardContextFor(b, data.locale, data.visualEditor));
  });

/** A staff member without the section's permission gets the 403 page, with its status. */
export async function answerForbidden(errors: readonly string[]): Promise<void> {
  if (errors[0] !== 'FORBIDDEN') return;
  const { setResponseStatus } = await import('@tanstack/react-start/server');
  setResponseStatus(403);
}

export const AUDIT_PAGE_SIZE = 25;

const dayAfter = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** /admin/audit: one page of the log, filtered as the form asked. */
export const loadStaffActions = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ search: searchInput(parseAuditSearch) }))
  .handler(async ({ data }): Promise<StaffActionList> => {
    const b = await board();
    const s = data.search;
    const action = s.action?.trim().toLowerCase();
    const list = await b.staffConsole.actions(
      {
        actionPrefix: action && /^[a-z_.]+$/.test(action) ? action : undefined,
        actorId: s.actor,
        targetId: s.target?.trim() || undefined,
        siteKey: s.site?.trim() || undefined,
        from: s.from,
        // The form's "to" day is inclusive; the platform's bound is exclusive.
        to: s.to ? dayAfter(s.to) : undefined,
        offset: ((s.page ?? 1) - 1) * AUDIT_PAGE_SIZE,
        limit: AUDIT_PAGE_SIZE,
      },
      await boardContextFor(b, data.locale, data.visualEditor),
    );
    await answerForbidden(list.errors);
    return list;
  });
