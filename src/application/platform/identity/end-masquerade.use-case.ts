import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { AccountStore } from './account-store.port';
import type { AccountUnitOfWork } from './account-unit-of-work.port';
import type { AuditLog } from './audit-log.port';
import type { IssuedSession, SessionIssuer } from './session-issuer';

/**
 * Ends a masquerade: the flagged session goes, and the administrator gets a fresh session of their own
 * (a new token: the privilege changed). Null session when the administrator's account is gone.
 */
export class EndMasquerade {
  constructor(
    private readonly accounts: AccountStore,
    private readonly uow: AccountUnitOfWork,
    private readonly issuer: SessionIssuer,
    private readonly audit: AuditLog,
  ) {}

  async execute(
    input: { readonly sessionToken: string | null },
    ctx: RequestContext,
  ): Promise<Result<IssuedSession | null, 'NOT_MASQUERADING'>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user' || !actor.masqueradedBy || !input.sessionToken) return err('NOT_MASQUERADING');
    const administratorId = actor.masqueradedBy;
    const administrator = await this.accounts.findById(administratorId);
    const session = await this.uow.run(async (tx) => {
      await this.issuer.revoke(tx.sessions, input.sessionToken);
      // The administrator acted: the entry is theirs, with the account they acted as as its target.
      await tx.staffLog.record({
        actorId: administratorId,
        masqueradedBy: null,
        siteKey: null,
        action: 'user.masquerade_end',
        targetType: 'user',
        targetId: actor.userId,
        before: null,
        after: null,
      });
      return administrator
        ? this.issuer.issue(tx.sessions, { userId: administrator.id, roles: administrator.roles, masqueradedBy: null })
        : null;
    });
    this.audit.record({ event: 'masquerade_ended', administratorId, userId: actor.userId });
    return ok(session);
  }
}
