import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { UserGateway } from '../../../application/board/identity/user-gateway.port';
import type { RoleId } from '../../../domain/identity/roles';
import type { User } from '../../../domain/identity/user';
import { GetUserDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/**
 * The session's user no longer exists (getUser answered USER_GONE): the board signs the browser out
 * (/user/logout). UI code tells it apart by `code`, without importing this adapter.
 */
export class UserGoneError extends Error {
  override readonly name = 'UserGoneError';
  readonly code = 'USER_GONE';
  constructor() {
    super('The signed-in user no longer exists.');
  }
}

/** UserGateway over `query getUser` (alias user). */
export class ApolloUserGateway implements UserGateway {
  constructor(private readonly client: ApolloClient) {}

  async current(ctx: BoardContext): Promise<User | null> {
    const answer = await runOperation(this.client, 'query', GetUserDocument, {}, ctx);
    if (answer.errors.some((e) => e.extensions?.code === 'USER_GONE')) throw new UserGoneError();
    const { user } = dataOrThrow('getUser', answer);
    if (!user) return null;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      displayName: user.displayName,
      firstName: user.firstName,
      lastName: user.lastName,
      roles: user.roles.map((r) => ({ id: r.id as RoleId, targetId: r.targetId ?? null })),
      emailVerified: user.emailVerified,
      organization: user.organization
        ? { id: user.organization.id, name: user.organization.name, ownerId: user.organization.ownerId }
        : null,
      isUserApprovedAndVerified: user.isUserApprovedAndVerified,
      isEligibleForJobApply: user.isEligibleForJobApply,
      activeOrganization: user.activeOrganization ? { id: user.activeOrganization.id } : null,
    };
  }
}
