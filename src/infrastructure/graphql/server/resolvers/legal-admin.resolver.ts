import { z } from 'zod';
import type { LegalAdminApiDeps } from '../legal-admin-api-deps';
import { legalAdminTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs, signedIn } from './validation';

// Generous bounds: the rules name a text that is too long; these only keep absurd requests out.
const VersionArgs = z.object({
  input: z.object({
    page: z.string().max(20),
    locale: z.string().max(10),
    version: z.string().max(20),
    html: z.string().max(400_000),
  }),
});

/**
 * The legal pages' staff operations. Who may is the use cases' decision; a guest is told
 * UNAUTHENTICATED before the arguments are judged.
 */
export function legalAdminGraphqlPart(deps: LegalAdminApiDeps): GraphqlPart {
  return {
    typeDefs: legalAdminTypeDefs,
    resolvers: {
      Query: {
        async staffLegalPages(_, __, ctx) {
          const result = await deps.listLegalVersions.execute(undefined, ctx.requestContext);
          if (!result.ok) return { pages: [], errors: [result.code] };
          return {
            pages: result.value.map((p) => ({ ...p, versions: p.versions.map((v) => ({ ...v })) })),
            errors: [],
          };
        },
      },
      Mutation: {
        async publishLegalVersion(_, args, ctx) {
          if (!signedIn(ctx)) return { version: null, errors: ['UNAUTHENTICATED'], fieldErrors: [] };
          const { input } = parseArgs(VersionArgs, args);
          const result = await deps.publishLegalVersion.execute(input, ctx.requestContext);
          if (result.ok) return { version: result.version, errors: [], fieldErrors: [] };
          return {
            version: null,
            errors: [result.code],
            fieldErrors: 'problems' in result ? result.problems.map((p) => `${p.field}:${p.code}`) : [],
          };
        },
      },
    },
  };
}
