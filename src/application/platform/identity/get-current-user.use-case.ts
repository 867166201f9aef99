import type { User } from '../../../domain/identity/user';
import type { RequestContext } from '../../../domain/shared/request-context';
import { ok, type Result } from '../../../domain/shared/result';
import type { UserRepository } from './user-repository.port';

/**
 * The signed-in user (query getUser). Anonymous callers get `null`. A session whose user no longer
 * exists answers USER_GONE so the board can send the browser to /user/logout.
 */
export class GetCurrentUser {
  constructor(private readonly users: UserRepository) {}

  async execute(_input: void, ctx: RequestContext): Promise<Result<User | null, 'USER_GONE'>> {
    if (ctx.actor.kind === 'anonymous') return ok(null);
    const user = await this.users.findById(ctx.actor.userId);
    return user ? ok(user) : { ok: false, code: 'USER_GONE' };
  }
}
