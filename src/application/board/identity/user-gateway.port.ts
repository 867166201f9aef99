import type { User } from '../../../domain/identity/user';
import type { BoardContext } from '../board-context';

export interface UserGateway {
  /** getUser: the signed-in user, `null` for guests. */
  current(ctx: BoardContext): Promise<User | null>;
}
