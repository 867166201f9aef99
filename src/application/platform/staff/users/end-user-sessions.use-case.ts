import type { RequestContext } from '../../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { mayActOnAccount } from '../../../../domain/staff/staff-scope';
import { staffEntry } from '../staff-action-log.port';
import { usersSectionRefusal } from './staff-user-access';
import type { StaffUserUnitOfWork } from './staff-user-unit-of-work.port';

/**
 * Ends every session of an account (a stolen laptop, a shared computer): the user signs in again
 * everywhere. Administrators only, never on their own account (they would end the session they act in).
 */
export class EndUserSessions {
  constructor(private readonly uow: StaffUserUnitOfWork) {}

  async execute(
    input: { readonly userId: string },
    ctx: RequestContext,
  ): Promise<Result<void, 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'OWN_ACCOUNT'>> {
    const refusal = usersSectionRefusal(ctx.actor);
    if (refusal) return err(refusal);
    return this.uow.run(async (tx): Promise<Result<void, 'NOT_FOUND' | 'OWN_ACCOUNT'>> => {
      const user = await tx.users.lock(input.userId);
      if (!user) return err('NOT_FOUND');
      if (!mayActOnAccount(ctx.actor, user)) return err('OWN_ACCOUNT');
      await tx.sessions.deleteAllOfUser(user.id);
      await tx.staffLog.record(
        staffEntry(ctx.actor, {
          siteKey: null,
          action: 'user.end_sessions',
          targetType: 'user',
          targetId: user.id,
          before: { sessions: user.sessions },
          after: { sessions: 0 },
        }),
      );
      return ok(undefined);
    });
  }
}
