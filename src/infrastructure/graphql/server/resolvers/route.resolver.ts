import { z } from 'zod';
import type { LookupRoute } from '../../../../application/platform/routing/lookup-route.use-case';
import type { RouteInfo } from '../../../../domain/routing/route-info';
import { routeTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs } from './validation';

const RouteArgs = z.object({
  slug: z.string().max(4096, 'slug is too long'),
  language: z.string().max(16).nullish(),
});

export interface RouteApiDeps {
  readonly lookupRoute: Pick<LookupRoute, 'execute'>;
}

/** Domain RouteInfo → schema RouteInfo: exactly one of error, redirect, content is set. */
export function toRouteInfoDto(route: RouteInfo) {
  switch (route.kind) {
    case 'error':
      return { error: { code: route.code, reason: route.reason }, redirect: null, content: null };
    case 'redirect':
      return { error: null, redirect: { code: route.code, target: route.target }, content: null };
    case 'content':
      return { error: null, redirect: null, content: { ...route, __typename: route.type } };
  }
}

export function routeGraphqlPart(deps: RouteApiDeps): GraphqlPart {
  return {
    typeDefs: routeTypeDefs,
    resolvers: {
      Query: {
        async getRoutInfo(_, args, ctx) {
          return toRouteInfoDto(await deps.lookupRoute.execute(parseArgs(RouteArgs, args), ctx.requestContext));
        },
      },
      RouteContent: {
        /** Job, LandingPage or OrganizationProfile, as the lookup said. */
        __resolveType: (content) => content.__typename ?? null,
      },
    },
  };
}
