import { z } from 'zod';
import type { RouteInfo } from '../../../../domain/routing/route-info';
import { badUserInput } from '../expected-error';
import type { ResolverContext } from '../graphql-context';
import { issuesMessage } from './validation';

const RouteArgs = z.object({
  slug: z.string().max(4096, 'slug is too long'),
  language: z.string().max(16).nullish(),
});

type RouteContentDto = Extract<RouteInfo, { kind: 'content' }>;

/** Domain RouteInfo → schema RouteInfo: exactly one of error, redirect, content is set. */
export function toRouteInfoDto(route: RouteInfo) {
  switch (route.kind) {
    case 'error':
      return { error: { code: route.code, reason: route.reason }, redirect: null, content: null };
    case 'redirect':
      return { error: null, redirect: { code: route.code, target: route.target }, content: null };
    case 'content':
      return { error: null, redirect: null, content: route };
  }
}

export const routeResolvers = {
  Query: {
    async getRoutInfo(_: unknown, args: unknown, ctx: ResolverContext) {
      const parsed = RouteArgs.safeParse(args);
      if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
      return toRouteInfoDto(await ctx.deps.lookupRoute.execute(parsed.data, ctx.requestContext));
    },
  },
  RouteContent: {
    /** Job, LandingPage or OrganizationProfile, as the lookup said. */
    __resolveType: (content: RouteContentDto) => content.type,
  },
};
