import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { StaffUserAnswer, StaffUserList } from '../../application/board/staff/staff-users-gateway.port';
import { parseUsersSearch } from '../routing/console-search';
import { board, boardContextFor } from './board-context.server';
import { pageInput, searchInput } from './page-input';
import { csrfTokenFor } from './session.server';
import { answerForbidden } from './staff.functions';
import { ENTITY_ID } from '../../domain/shared/entity-id';

export const USERS_PAGE_SIZE = 25;

/** /admin/users: one page of accounts matching the search. */
export const loadStaffUsers = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ search: searchInput(parseUsersSearch) }))
  .handler(async ({ data }): Promise<StaffUserList> => {
    const b = await board();
    const list = await b.staffUsers.search(
      { text: data.search.q?.trim() ?? '', offset: ((data.search.page ?? 1) - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE },
      await boardContextFor(b, data.locale, data.visualEditor),
    );
    await answerForbidden(list.errors);
    return list;
  });

/** /admin/users/{id}: the account and the token its forms carry. */
export const loadStaffUser = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ id: z.string().regex(ENTITY_ID) }))
  .handler(async ({ data }): Promise<{ answer: StaffUserAnswer; csrfToken: string }> => {
    const b = await board();
    const answer = await b.staffUsers.find(data.id, await boardContextFor(b, data.locale, data.visualEditor));
    await answerForbidden(answer.errors);
    const { getCookie, setCookie } = await import('@tanstack/react-start/server');
    return { answer, csrfToken: answer.user ? csrfTokenFor(b.csrfGuard, getCookie, setCookie) : '' };
  });
