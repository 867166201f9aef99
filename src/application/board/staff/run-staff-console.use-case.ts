import type { BoardContext } from '../board-context';
import type { StaffActionList, StaffActionSearch, StaffConsoleAnswer, StaffGateway } from './staff-gateway.port';

/**
 * The console's pages (/admin): which sections to show, and the audit log. Who may see what is the
 * platform's decision; the pages turn its refusals into a sign-in, a not-found or a 403 page.
 */
export class RunStaffConsole {
  constructor(private readonly staff: StaffGateway) {}

  sections(ctx: BoardContext): Promise<StaffConsoleAnswer> {
    return this.staff.console(ctx);
  }

  actions(search: StaffActionSearch, ctx: BoardContext): Promise<StaffActionList> {
    return this.staff.actions(search, ctx);
  }
}
