import type { Product } from '../../../domain/commerce/catalogue';
import { checkProductDraft, type ProductDraft, type ProductProblem } from '../../../domain/commerce/product-draft';
import type { RequestContext } from '../../../domain/shared/request-context';
import { staffEntry } from '../staff/staff-action-log.port';
import type { AuditOf, CommerceAdminRepository } from './commerce-admin-repository.port';
import { commerceSiteFor, type StaffCommerceFailure } from './staff-commerce-access';

export type SaveProductOutcome =
  | { readonly ok: true; readonly product: Product }
  | { readonly ok: false; readonly code: StaffCommerceFailure | 'NOT_FOUND' }
  | { readonly ok: false; readonly code: 'INVALID'; readonly problems: readonly ProductProblem[] };

/**
 * Adds a product to the site's catalogue or changes one of the site's products (a product of another
 * site is not found here). A draft that breaks a rule — a negative price, a fraction of a cent — writes
 * nothing and names every problem. Orders keep the names and prices they were placed with, so an edit
 * changes only what is bought from now on.
 */
export class SaveProduct {
  constructor(private readonly repo: CommerceAdminRepository) {}

  async execute(input: { readonly id: string | null; readonly draft: ProductDraft }, ctx: RequestContext): Promise<SaveProductOutcome> {
    const access = commerceSiteFor(ctx);
    if (typeof access === 'string') return { ok: false, code: access };
    const checked = checkProductDraft(input.draft);
    if (!checked.ok) return { ok: false, code: 'INVALID', problems: checked.problems };
    const audit =
      (action: string, targetId: string): AuditOf =>
      (before, after) =>
        staffEntry(ctx.actor, { siteKey: access.site, action, targetType: 'product', targetId, before, after });
    if (input.id === null) {
      // The new row's id is known only once it is written: the entry names it from the row itself.
      const product = await this.repo.insertProduct(access.site, checked.product, (before, after) =>
        audit('product.create', typeof after === 'object' && after !== null && 'id' in after ? String(after.id) : '')(before, after),
      );
      return { ok: true, product };
    }
    const product = await this.repo.updateProduct(input.id, access.site, checked.product, audit('product.update', input.id));
    return product ? { ok: true, product } : { ok: false, code: 'NOT_FOUND' };
  }
}
