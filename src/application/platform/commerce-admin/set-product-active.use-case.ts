import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { staffEntry } from '../staff/staff-action-log.port';
import type { CommerceAdminRepository } from './commerce-admin-repository.port';
import { commerceSiteFor, type StaffCommerceFailure } from './staff-commerce-access';

/**
 * Retires a product (the shop stops offering it) or offers it again. Products are never deleted: past
 * orders and subscriptions still name them.
 */
export class SetProductActive {
  constructor(private readonly repo: CommerceAdminRepository) {}

  async execute(
    input: { readonly id: string; readonly active: boolean },
    ctx: RequestContext,
  ): Promise<Result<true, StaffCommerceFailure | 'NOT_FOUND'>> {
    const access = commerceSiteFor(ctx);
    if (typeof access === 'string') return err(access);
    const changed = await this.repo.setProductActive(input.id, access.site, input.active, (before, after) =>
      staffEntry(ctx.actor, {
        siteKey: access.site,
        action: input.active ? 'product.reactivate' : 'product.retire',
        targetType: 'product',
        targetId: input.id,
        before,
        after,
      }),
    );
    return changed ? ok(true) : err('NOT_FOUND');
  }
}
