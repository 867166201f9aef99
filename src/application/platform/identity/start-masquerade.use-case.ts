import { normalizeEmail } from '../../../domain/identity/credentials';
import { isAdministrator, mayMasqueradeAs } from '../../../domain/identity/permissions';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { AccountStore } from './account-store.port';
import type { AccountUnitOfWork } from './account-unit-of-work.port';
import { staffEntry } from '../staff/staff-action-log.port';
import type { AuditLog } from './audit-log.port';
import type { IssuedSession, SessionIssuer } from './session-issuer';
import { isEntityId } from '../../../domain/shared/entity-id';

export type StartMasqueradeError = 'FORBIDDEN' | 'NOT_FOUND';

/**
 * An administrator acts as a user. The administrator's own session
 * ends and a masquerade session (staff lifetime, `masqueraded_by` set) takes its place; ending the
 * masquerade gives the administrator a fresh session of their own. Logged with ids only, and in the
 * staff action log with the new session.
 */
export class StartMasquerade {
  constructor(
    private readonly accounts: AccountStore,
    private readonly uow: AccountUnitOfWork,
    private readonly issuer: SessionIssuer,
    private readonly audit: AuditLog,
  ) {}

  async execute(
    input: { readonly target: string; readonly sessionToken: string | null },
    ctx: RequestContext,
  ): Promise<Result<IssuedSession, StartMasqueradeError>> {
    const actor = ctx.actor;
    // Authorization before the lookup: a non-administrator learns nothing about which accounts exist.
    if (actor.kind !== 'user' || !input.sessionToken || !isAdministrator(actor) || actor.masqueradedBy) return err('FORBIDDEN');
    const wanted = input.target.trim();
    const target = isEntityId(wanted) ? await this.accounts.findById(wanted) : await this.accounts.findByEmail(normalizeEmail(wanted));
    if (!target) return err('NOT_FOUND');
    if (!mayMasqueradeAs(actor, target)) return err('FORBIDDEN');
    const session = await this.uow.run(async (tx) => {
      await this.issuer.revoke(tx.sessions, input.sessionToken);
      const issued = await this.issuer.issue(tx.sessions, { userId: target.id, roles: target.roles, masqueradedBy: actor.userId });
      await tx.staffLog.record(
        staffEntry(actor, {
          siteKey: null,
          action: 'user.masquerade_start',
          targetType: 'user',
          targetId: target.id,
          before: null,
          after: null,
        }),
      );
      return issued;
    });
    this.audit.record({ event: 'masquerade_started', administratorId: actor.userId, userId: target.id });
    return ok(session);
  }
}
