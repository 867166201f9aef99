import type { ResolverContext } from '../graphql-context';

export const appConfigResolvers = {
  Query: {
    getAppConfig: (_: unknown, _args: unknown, ctx: ResolverContext) => ctx.deps.getAppConfig.execute(undefined, ctx.requestContext),
  },
};
