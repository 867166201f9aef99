import { expectedError } from '../expected-error';
import type { ResolverContext } from '../graphql-context';

export const userResolvers = {
  Query: {
    async getUser(_: unknown, _args: unknown, ctx: ResolverContext) {
      const result = await ctx.deps.getCurrentUser.execute(undefined, ctx.requestContext);
      if (!result.ok) {
        // The session's user no longer exists: the board sends the browser to /user/logout (spec §2).
        throw expectedError('USER_GONE', 'The signed-in user no longer exists.');
      }
      return result.value;
    },
  },
};
