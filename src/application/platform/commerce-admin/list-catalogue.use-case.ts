import type { Product } from '../../../domain/commerce/catalogue';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { CommerceAdminRepository } from './commerce-admin-repository.port';
import { commerceSiteFor, type StaffCommerceFailure } from './staff-commerce-access';

/** The shop's staff see the site's whole catalogue, retired products included (the shop shows only active ones). */
export class ListCatalogue {
  constructor(private readonly repo: CommerceAdminRepository) {}

  async execute(_input: undefined, ctx: RequestContext): Promise<Result<Product[], StaffCommerceFailure>> {
    const access = commerceSiteFor(ctx);
    if (typeof access === 'string') return err(access);
    return ok(await this.repo.catalogue(access.site));
  }
}
