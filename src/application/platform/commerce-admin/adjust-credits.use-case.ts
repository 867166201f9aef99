import { type AdjustmentProblem, checkAdjustment } from '../../../domain/commerce/credit-adjustment';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { staffEntry } from '../staff/staff-action-log.port';
import type { AdjustmentDecision, CommerceAdminRepository } from './commerce-admin-repository.port';
import { commerceSiteFor, type StaffCommerceFailure } from './staff-commerce-access';

/**
 * Staff add credits to an organization on this site or take unspent ones back: one ledger entry with
 * the reason they gave, decided on the balance under the organization's lock (a refused adjustment
 * writes nothing). Answers the new balance.
 */
export class AdjustCredits {
  constructor(private readonly repo: CommerceAdminRepository) {}

  async execute(
    input: { readonly organizationId: string; readonly type: string; readonly delta: number; readonly reason: string },
    ctx: RequestContext,
  ): Promise<Result<{ balance: number }, StaffCommerceFailure | 'NOT_FOUND' | AdjustmentProblem>> {
    const access = commerceSiteFor(ctx);
    if (typeof access === 'string') return err(access);
    // What can be judged without the balance is refused before any lock is taken.
    const early = checkAdjustment(input, Number.MAX_SAFE_INTEGER);
    if (!early.ok) return err(early.code);
    const result = await this.repo.adjustCredits(
      { organizationId: input.organizationId, site: access.site, type: early.type, by: access.userId },
      (balance): AdjustmentDecision<AdjustmentProblem> => {
        const checked = checkAdjustment(input, balance);
        return checked.ok ? { ok: true, delta: checked.delta, note: checked.reason } : { ok: false, code: checked.code };
      },
      (before, after) =>
        staffEntry(ctx.actor, {
          siteKey: access.site,
          action: 'organization.credits.adjust',
          targetType: 'organization',
          targetId: input.organizationId,
          before,
          after,
        }),
    );
    return result.ok ? ok({ balance: result.balance }) : err(result.code);
  }
}
