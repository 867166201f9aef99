import type { StaffJson } from './staff-action-log.port';

/** A logged staff action as the audit page shows it; the actor's name and address are what staff see anyway. */
export interface StaffActionRecord {
  readonly id: string;
  /** ISO time. */
  readonly at: string;
  readonly actorId: string | null;
  readonly actorName: string | null;
  readonly actorEmail: string | null;
  readonly masqueradedBy: string | null;
  readonly siteKey: string | null;
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string;
  readonly before: StaffJson | null;
  readonly after: StaffJson | null;
}

export interface StaffActionFilter {
  readonly actorId?: string;
  /** `user` finds `user.block` and `user.unblock`; `user.block` only that action. */
  readonly actionPrefix?: string;
  readonly targetType?: string;
  readonly targetId?: string;
  /** One site's entries; `sites` limits further to what the reader may see (`all`: no limit). */
  readonly siteKey?: string;
  readonly sites: 'all' | readonly string[];
  /** ISO times, `from` inclusive, `to` exclusive. */
  readonly from?: string;
  readonly to?: string;
}

export interface StaffActionPage {
  readonly entries: readonly StaffActionRecord[];
  readonly total: number;
}

/** The audit log's read side: newest first, paged. */
export interface StaffActionQuery {
  find(filter: StaffActionFilter, page: { readonly offset: number; readonly limit: number }): Promise<StaffActionPage>;
}
