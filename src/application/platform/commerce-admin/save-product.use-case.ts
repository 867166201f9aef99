import type { Product } from '../../../domain/commerce/catalogue';
import { checkProductDraft, type ProductDraft, type ProductProblem } from '../../../domain/commerce/product-draft';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { CommerceAdminRepository } from './commerce-admin-repository.port';
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
    if (input.id === null) return { ok: true, product: await this.repo.insertProduct(access.site, checked.product) };
    const product = await this.repo.updateProduct(input.id, access.site, checked.product);
    return product ? { ok: true, product } : { ok: false, code: 'NOT_FOUND' };
  }
}
