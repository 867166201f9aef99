import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { leavesNoAdministrator, mayActOnAccount } from '../../../../domain/staff/staff-scope';
import { staffEntry } from '../staff-action-log.port';
import { usersSectionRefusal } from './staff-user-access';
import type { StaffUserUnitOfWork } from './staff-user-unit-of-work.port';

export type SetUserBlockedError = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'OWN_ACCOUNT' | 'LAST_ADMINISTRATOR' | 'UNCHANGED';

/**
 * Blocks or unblocks an account; administrators only, never their own. Blocking ends every session of
 * the account at once (sign-in refuses it from then on) and is refused for the last active
 * administrator. The change, the ended sessions and the log entry commit together.
 */
export class SetUserBlocked {
  constructor(private readonly uow: StaffUserUnitOfWork) {}

  async execute(
    input: { readonly userId: string; readonly blocked: boolean },
    ctx: RequestContext,
  ): Promise<Result<void, SetUserBlockedError>> {
    const refusal = usersSectionRefusal(ctx.actor);
    if (refusal) return err(refusal);
    return this.uow.run(async (tx): Promise<Result<void, SetUserBlockedError>> => {
      const user = await tx.users.lock(input.userId);
      if (!user) return err('NOT_FOUND');
      if (!mayActOnAccount(ctx.actor, user)) return err('OWN_ACCOUNT');
      if ((user.blockedAt !== null) === input.blocked) return err('UNCHANGED');
      if (input.blocked && leavesNoAdministrator(user, await tx.users.countActiveAdministrators())) return err('LAST_ADMINISTRATOR');
      await tx.users.setBlocked(user.id, input.blocked);
      if (input.blocked) await tx.sessions.deleteAllOfUser(user.id);
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: null,
          action: input.blocked ? 'user.block' : 'user.unblock',
          targetType: 'user',
          targetId: user.id,
          before: { blocked: !input.blocked },
          after: { blocked: input.blocked },
        }),
      );
      return ok(undefined);
    });
  }
}
