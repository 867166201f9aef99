import { mayActAsTeamMember, type TeamMember, type TeamOnlyAction } from '../../../domain/organization/organization-team';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { TeamStore } from './team-store.port';

const ID = /^[1-9]\d{0,17}$/;

export type TeamAccessRefusal = 'UNAUTHENTICATED' | 'NOT_FOUND' | 'FORBIDDEN';

/**
 * Who may do `action` for the organization (the team's own business: staff have no part in it), judged
 * before any input is looked at: a guest is told to sign in whatever the id, a stranger learns nothing
 * about what would have been accepted.
 */
export async function authorizeTeamAction(
  store: Pick<TeamStore, 'membersOf'>,
  organizationId: string,
  action: TeamOnlyAction,
  ctx: RequestContext,
): Promise<Result<readonly TeamMember[], TeamAccessRefusal>> {
  if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
  if (!ID.test(organizationId)) return err('NOT_FOUND');
  const members = await store.membersOf(organizationId);
  if (!members) return err('NOT_FOUND');
  if (!mayActAsTeamMember(ctx.actor, members, action)) return err('FORBIDDEN');
  return ok(members);
}

export const isTeamId = (id: string): boolean => ID.test(id);
