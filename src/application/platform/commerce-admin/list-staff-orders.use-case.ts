import { STAFF_ORDERS_PAGE_SIZE, staffOrderFilter } from '../../../domain/commerce/staff-orders';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { CommerceAdminRepository, StaffOrderRecord } from './commerce-admin-repository.port';
import { commerceSitesFor, type StaffCommerceFailure } from './staff-commerce-access';

/**
 * The staff's order list: every order of the sites whose shops the actor runs (an administrator every
 * site's, a site admin their own sites'), newest first, filtered by state and part of the organization's
 * name, one page at a time.
 */
export class ListStaffOrders {
  constructor(private readonly repo: CommerceAdminRepository) {}

  async execute(
    input: { readonly status?: string | null; readonly organization?: string | null; readonly page?: number | null },
    ctx: RequestContext,
  ): Promise<Result<{ orders: StaffOrderRecord[]; total: number; page: number; pageSize: number }, StaffCommerceFailure>> {
    const access = commerceSitesFor(ctx);
    if (typeof access === 'string') return err(access);
    const filter = staffOrderFilter(input);
    const { rows, total } = await this.repo.orders({
      sites: access.sites,
      status: filter.status,
      organization: filter.organization,
      limit: STAFF_ORDERS_PAGE_SIZE,
      offset: (filter.page - 1) * STAFF_ORDERS_PAGE_SIZE,
    });
    return ok({ orders: rows, total, page: filter.page, pageSize: STAFF_ORDERS_PAGE_SIZE });
  }
}
