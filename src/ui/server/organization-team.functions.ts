import { createServerFn } from '@tanstack/react-start';
import { z } from 'zod';
import type { BoardTeam, BoardTeamInvitation } from '../../application/board/organization-team/team-gateway.port';
import { board, boardContextFor } from './board-context.server';
import { pageInput } from './page-input';
import { parseTypedValues, typedValuesCookieName } from './typed-values.server';
import { ENTITY_ID } from '../../domain/shared/entity-id';

/** The team page's data: the team, or the platform's reason for showing none (UNAUTHENTICATED, FORBIDDEN, NOT_FOUND). */
export const loadTeam = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ organizationId: z.string().regex(ENTITY_ID) }))
  .handler(async ({ data }): Promise<{ team: BoardTeam | null; code: string | null }> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    const result = await b.showTeam.execute({ organizationId: data.organizationId }, ctx);
    if (result.code === 'FORBIDDEN') {
      const { setResponseStatus } = await import('@tanstack/react-start/server');
      setResponseStatus(403);
    }
    return result;
  });

/** What an invitation link offers (null: no such invitation). */
export const loadTeamInvitation = createServerFn({ method: 'GET' })
  .validator(pageInput.extend({ token: z.string().max(200) }))
  .handler(async ({ data }): Promise<BoardTeamInvitation | null> => {
    const b = await board();
    const ctx = await boardContextFor(b, data.locale, data.visualEditor);
    return b.showTeamInvitation.execute({ token: data.token }, ctx);
  });

export const TEAM_TYPED_FIELDS = ['email', 'role', 'firstName', 'lastName'] as const;
export type TeamTypedValues = Partial<Record<(typeof TEAM_TYPED_FIELDS)[number], string>>;

/** What a refused plain team form carried (never a password), read once: the cookie goes as it is read. */
export const takeTypedTeam = createServerFn({ method: 'GET' }).handler(async (): Promise<TeamTypedValues> => {
  const { getCookie, setCookie } = await import('@tanstack/react-start/server');
  const name = typedValuesCookieName('team');
  const raw = getCookie(name);
  if (raw === undefined) return {};
  setCookie(name, '', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 0 });
  return parseTypedValues(raw, TEAM_TYPED_FIELDS);
});
