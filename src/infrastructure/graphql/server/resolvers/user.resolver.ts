import type { GetCurrentUser } from '../../../../application/platform/identity/get-current-user.use-case';
import { userTypeDefs } from '../generated/type-defs';
import { expectedError } from '../expected-error';
import type { GraphqlPart } from '../graphql-part';

export interface UserApiDeps {
  readonly getCurrentUser: Pick<GetCurrentUser, 'execute'>;
}

export function userGraphqlPart(deps: UserApiDeps): GraphqlPart {
  return {
    typeDefs: userTypeDefs,
    resolvers: {
      Query: {
        async getUser(_, _args, ctx) {
          const result = await deps.getCurrentUser.execute(undefined, ctx.requestContext);
          if (!result.ok) {
            // The session's user no longer exists: the board sends the browser to /user/logout.
            throw expectedError('USER_GONE', 'The signed-in user no longer exists.');
          }
          return result.value;
        },
      },
    },
  };
}
