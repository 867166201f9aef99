import type { BoardContext } from '../board-context';
import type { StaffUserAction, StaffUserActionAnswer, StaffUserAnswer, StaffUserList, StaffUsersGateway } from './staff-users-gateway.port';

/**
 * The console's users pages (/admin/users) and their forms. Who may do what is the platform's decision;
 * the pages turn its refusals into a sign-in, the 403 page or a message beside the form.
 */
export class RunStaffUsers {
  constructor(private readonly users: StaffUsersGateway) {}

  search(input: { readonly text: string; readonly offset: number; readonly limit: number }, ctx: BoardContext): Promise<StaffUserList> {
    return this.users.search(input, ctx);
  }

  find(id: string, ctx: BoardContext): Promise<StaffUserAnswer> {
    return this.users.find(id, ctx);
  }

  act(userId: string, action: StaffUserAction, ctx: BoardContext): Promise<StaffUserActionAnswer> {
    return this.users.act(userId, action, ctx);
  }
}
