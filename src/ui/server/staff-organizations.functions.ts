import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { StaffOrganizationAnswer, StaffOrganizationList } from '../../application/board/staff/staff-organizations-gateway.port';
import { parseOrganizationsSearch } from '../routing/console-search';
import { board, boardContextFor } from './board-context.server';
import { pageInput, searchInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { answerForbidden } from './staff.functions';
import { ENTITY_ID } from '../../domain/shared/entity-id';

export const ORGANIZATIONS_PAGE_SIZE = 20;

/** /admin/organizations: one page of organizations matching the search. */
export const loadStaffOrganizations = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ search: searchInput(parseOrganizationsSearch) }))
  .handler(async ({ data }): Promise<StaffOrganizationList> => {
    const b = await board();
    const s = data.search;
    const list = await b.staffOrganizations.search(
      { text: s.q?.trim() ?? '', offset: ((s.page ?? 1) - 1) * ORGANIZATIONS_PAGE_SIZE, limit: ORGANIZATIONS_PAGE_SIZE },
      await boardContextFor(b, data.locale, data.visualEditor),
    );
    await answerForbidden(list.errors);
    return list;
  });

/** /admin/organizations/{id}: the organization and the token its forms carry. */
export const loadStaffOrganization = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ id: z.string().regex(ENTITY_ID) }))
  .handler(async ({ data }): Promise<{ answer: StaffOrganizationAnswer; csrfToken: string }> => {
    const b = await board();
    const answer = await b.staffOrganizations.find(data.id, await boardContextFor(b, data.locale, data.visualEditor));
    await answerForbidden(answer.errors);
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    return { answer, csrfToken: answer.organization ? csrfTokenFor(b.csrfGuard, getCookie, setCookie) : '' };
  });
