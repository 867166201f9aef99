import { z } from 'zod';
import { homePicksTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import type { HomePicksApiDeps } from '../home-picks-api-deps';
import { parseArgs, signedIn } from './validation';

// Generous bounds: the rules name what is wrong; these only keep absurd requests out.
const PickArgs = z.object({
  input: z.object({
    job: z.string().max(2000),
    kind: z.string().max(20),
    startsAt: z.string().max(40).nullish(),
    endsAt: z.string().max(40).nullish(),
  }),
});
const EndArgs = z.object({ pickId: z.string().max(40) });

/**
 * The home page picks' staff operations. Who may is the use cases' decision; a guest is told
 * UNAUTHENTICATED before the arguments are judged.
 */
export function homePicksGraphqlPart(deps: HomePicksApiDeps): GraphqlPart {
  return {
    typeDefs: homePicksTypeDefs,
    resolvers: {
      Query: {
        async staffHomePicks(_, __, ctx) {
          const result = await deps.listHomePicks.execute(undefined, ctx.requestContext);
          if (!result.ok) return { blocks: [], errors: [result.code] };
          return {
            blocks: result.value.map((b) => ({
              kind: b.kind,
              shown: b.shown,
              highlights: b.highlights.map((h) => ({
                ...h,
                startsAt: h.startsAt.toISOString(),
                endsAt: h.endsAt?.toISOString() ?? null,
              })),
            })),
            errors: [],
          };
        },
      },
      Mutation: {
        async pickHomeJob(_, args, ctx) {
          if (!signedIn(ctx)) return { pickId: null, errors: ['UNAUTHENTICATED'], fieldErrors: [] };
          const { input } = parseArgs(PickArgs, args);
          const result = await deps.pickHomeJob.execute(
            { job: input.job, kind: input.kind, startsAt: input.startsAt ?? null, endsAt: input.endsAt ?? null },
            ctx.requestContext,
          );
          if (result.ok) return { pickId: result.pickId, errors: [], fieldErrors: [] };
          return {
            pickId: null,
            errors: [result.code],
            fieldErrors: 'problems' in result ? result.problems.map((p) => `${p.field}:${p.code}`) : [],
          };
        },
        async endHomePick(_, args, ctx) {
          if (!signedIn(ctx)) return { ended: null, errors: ['UNAUTHENTICATED'] };
          const { pickId } = parseArgs(EndArgs, args);
          const result = await deps.endHomePick.execute({ pickId }, ctx.requestContext);
          return result.ok ? { ended: result.ended, errors: [] } : { ended: null, errors: [result.code] };
        },
      },
    },
  };
}
