import { z } from 'zod';
import type { StaffUserSummary } from '../../../../application/platform/staff/users/staff-user-store.port';
import type { Result } from '../../../../domain/shared/result';
import { publicOrigin } from '../../../../domain/site/public-origin';
import { staffUsersTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import type { StaffUsersApiDeps } from '../staff-users-api-deps';
import { parseArgs } from './validation';
import { ENTITY_ID, isEntityId } from '../../../../domain/shared/entity-id';

const userId = z.string().regex(ENTITY_ID, 'userId must be a number');
const SearchArgs = z.object({
  text: z.string().max(200).nullish(),
  offset: z.number().int().min(0).max(100_000).nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
});
const RoleArgs = z.object({
  input: z.object({
    userId,
    change: z.enum(['GRANT', 'REVOKE']),
    role: z.string().max(40),
    siteKey: z.string().max(60).nullish(),
  }),
});
const BlockArgs = z.object({ userId, blocked: z.boolean() });
const UserArgs = z.object({ userId });
const ResetArgs = z.object({ userId, origin: z.string().max(300).nullish() });

const userOut = <U extends StaffUserSummary>(u: U) => ({ ...u, roles: u.roles.map((r) => ({ role: r.id, siteKey: r.targetId })) });
const errorsOf = (result: Result<unknown>) => ({ errors: result.ok ? [] : [result.code] });

/** The users section: search, one account, and the staff actions on it; refusals come back in `errors`. */
export function staffUsersGraphqlPart(deps: StaffUsersApiDeps): GraphqlPart {
  return {
    typeDefs: staffUsersTypeDefs,
    resolvers: {
      Query: {
        async staffUsers(_, args, ctx) {
          const a = parseArgs(SearchArgs, args);
          const result = await deps.users.search({ text: a.text ?? '', offset: a.offset ?? 0, limit: a.limit ?? 25 }, ctx.requestContext);
          return result.ok
            ? { users: result.value.users.map(userOut), total: result.value.total, errors: [] }
            : { users: [], total: 0, errors: [result.code] };
        },
        async staffUser(_, args, ctx) {
          // An id that is no number names no account: NOT_FOUND, after the same authorization as any other.
          const id = isEntityId(args.id) ? args.id : '0';
          const result = await deps.users.find(id, ctx.requestContext);
          return result.ok ? { user: userOut(result.value), errors: [] } : { user: null, errors: [result.code] };
        },
      },
      Mutation: {
        async changeStaffRole(_, args, ctx) {
          const { input } = parseArgs(RoleArgs, args);
          return errorsOf(
            await deps.changeRole.execute(
              {
                userId: input.userId,
                change: input.change === 'GRANT' ? 'grant' : 'revoke',
                role: input.role,
                siteKey: input.siteKey ? input.siteKey : null,
              },
              ctx.requestContext,
            ),
          );
        },
        async setUserBlocked(_, args, ctx) {
          const a = parseArgs(BlockArgs, args);
          return errorsOf(await deps.setBlocked.execute({ userId: a.userId, blocked: a.blocked }, ctx.requestContext));
        },
        async endUserSessions(_, args, ctx) {
          const a = parseArgs(UserArgs, args);
          return errorsOf(await deps.endSessions.execute({ userId: a.userId }, ctx.requestContext));
        },
        async sendUserPasswordReset(_, args, ctx) {
          const a = parseArgs(ResetArgs, args);
          return errorsOf(
            await deps.sendReset.execute(
              { userId: a.userId, origin: publicOrigin(ctx.site, a.origin ?? ctx.request.url) },
              ctx.requestContext,
            ),
          );
        },
      },
    },
  };
}
