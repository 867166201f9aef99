import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import { mayManageSection, mayOpenSection, visibleSites } from '../../../domain/staff/staff-scope';
import type { StaffActionFilter, StaffActionPage, StaffActionQuery } from './staff-action-query.port';

export type StaffActionSearch = Omit<StaffActionFilter, 'sites'> & { readonly offset: number; readonly limit: number };

/**
 * The audit log, filtered. An administrator reads every entry; a site_admin only its sites' entries
 * (entries of no site, such as account changes, are an administrator's); asking for another site's
 * entries is FORBIDDEN rather than an empty page, so the refusal is plain.
 */
export class ListStaffActions {
  constructor(private readonly query: StaffActionQuery) {}

  async execute(search: StaffActionSearch, ctx: RequestContext): Promise<Result<StaffActionPage, 'UNAUTHENTICATED' | 'FORBIDDEN'>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED');
    if (!mayOpenSection(actor, 'audit')) return err('FORBIDDEN');
    if (search.siteKey && !mayManageSection(actor, 'audit', search.siteKey)) return err('FORBIDDEN');
    const { offset, limit, ...filter } = search;
    return ok(await this.query.find({ ...filter, sites: visibleSites(actor, 'audit') }, { offset, limit }));
  }
}
