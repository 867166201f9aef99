import type { GetAppConfig } from '../../../../application/platform/site/get-app-config.use-case';
import { appConfigTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';

export interface AppConfigApiDeps {
  readonly getAppConfig: Pick<GetAppConfig, 'execute'>;
}

export function appConfigGraphqlPart(deps: AppConfigApiDeps): GraphqlPart {
  return {
    typeDefs: appConfigTypeDefs,
    resolvers: {
      Query: {
        getAppConfig: (_, _args, ctx) => deps.getAppConfig.execute(undefined, ctx.requestContext),
      },
    },
  };
}
