import { z } from 'zod';
import type { ListHomeHighlights } from '../../../../application/platform/jobs/list-home-highlights.use-case';
import { HIGHLIGHT_KINDS } from '../../../../domain/job/job-highlight';
import { homeTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { toJobPosting } from './job-posting.mapper';
import { parseArgs } from './validation';

const HighlightArgs = z.object({ kind: z.enum(HIGHLIGHT_KINDS), limit: z.number().int().min(0).max(1000) });

/** The home page's highlights slice of the platform API. */
export function homeGraphqlPart(deps: { readonly listHomeHighlights: Pick<ListHomeHighlights, 'execute'> }): GraphqlPart {
  return {
    typeDefs: homeTypeDefs,
    resolvers: {
      Query: {
        async jobHighlights(_, args, ctx) {
          const { kind, limit } = parseArgs(HighlightArgs, args);
          const jobs = await deps.listHomeHighlights.execute({ kind, limit }, ctx.requestContext);
          return jobs.map((j) => toJobPosting(j, ctx.requestContext.locale));
        },
      },
    },
  };
}
