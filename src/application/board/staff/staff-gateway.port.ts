import type { StaffJson } from '../../../domain/staff/staff-json';
import type { StaffSection } from '../../../domain/staff/staff-scope';
import type { BoardContext } from '../board-context';

/** The console's entry as the platform answers it: the sections, or a refusal (UNAUTHENTICATED, FORBIDDEN). */
export interface StaffConsoleAnswer {
  readonly sections: readonly StaffSection[];
  readonly errors: readonly string[];
}

export interface BoardStaffAction {
  readonly id: string;
  readonly at: string;
  readonly actorId: string | null;
  readonly actorName: string | null;
  readonly actorEmail: string | null;
  readonly masqueradedBy: string | null;
  readonly siteKey: string | null;
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string;
  /** Null: nothing before (a creation) or after (a deletion). */
  readonly before: StaffJson;
  readonly after: StaffJson;
}

export interface StaffActionSearch {
  readonly actorId?: string;
  readonly actionPrefix?: string;
  readonly targetType?: string;
  readonly targetId?: string;
  readonly siteKey?: string;
  readonly from?: string;
  readonly to?: string;
  readonly offset: number;
  readonly limit: number;
}

export interface StaffActionList {
  readonly entries: readonly BoardStaffAction[];
  readonly total: number;
  readonly errors: readonly string[];
}

/** The staff console's reach into the platform. */
export interface StaffGateway {
  console(ctx: BoardContext): Promise<StaffConsoleAnswer>;
  actions(search: StaffActionSearch, ctx: BoardContext): Promise<StaffActionList>;
}
