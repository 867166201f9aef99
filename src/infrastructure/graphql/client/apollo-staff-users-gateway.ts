import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  StaffUserAction,
  StaffUserActionAnswer,
  StaffUserAnswer,
  StaffUserList,
  StaffUsersGateway,
} from '../../../application/board/staff/staff-users-gateway.port';
import {
  ChangeStaffRoleDocument,
  EndUserSessionsDocument,
  SendUserPasswordResetDocument,
  SetUserBlockedDocument,
  StaffUserDocument,
  StaffUsersDocument,
} from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** The console's users section over GraphQL. */
export class ApolloStaffUsersGateway implements StaffUsersGateway {
  constructor(private readonly client: ApolloClient) {}

  async search(
    input: { readonly text: string; readonly offset: number; readonly limit: number },
    ctx: BoardContext,
  ): Promise<StaffUserList> {
    return dataOrThrow('staffUsers', await runOperation(this.client, 'query', StaffUsersDocument, input, ctx)).staffUsers;
  }

  async find(id: string, ctx: BoardContext): Promise<StaffUserAnswer> {
    return dataOrThrow('staffUser', await runOperation(this.client, 'query', StaffUserDocument, { id }, ctx)).staffUser;
  }

  async act(userId: string, action: StaffUserAction, ctx: BoardContext): Promise<StaffUserActionAnswer> {
    switch (action.kind) {
      case 'grant':
      case 'revoke': {
        const input = {
          userId,
          change: action.kind === 'grant' ? ('GRANT' as const) : ('REVOKE' as const),
          role: action.role,
          siteKey: action.siteKey,
        };
        return dataOrThrow('changeStaffRole', await runOperation(this.client, 'mutation', ChangeStaffRoleDocument, { input }, ctx))
          .changeStaffRole;
      }
      case 'block':
      case 'unblock': {
        const variables = { userId, blocked: action.kind === 'block' };
        return dataOrThrow('setUserBlocked', await runOperation(this.client, 'mutation', SetUserBlockedDocument, variables, ctx))
          .setUserBlocked;
      }
      case 'end-sessions':
        return dataOrThrow('endUserSessions', await runOperation(this.client, 'mutation', EndUserSessionsDocument, { userId }, ctx))
          .endUserSessions;
      case 'password-reset':
        return dataOrThrow(
          'sendUserPasswordReset',
          await runOperation(this.client, 'mutation', SendUserPasswordResetDocument, { userId, origin: action.origin }, ctx),
        ).sendUserPasswordReset;
    }
  }
}
