import { z } from 'zod';
import { CONFIG_KEYS } from '../../../../domain/site/app-config-rules';
import type { ConfigAdminApiDeps } from '../config-admin-api-deps';
import { configAdminTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs, signedIn } from './validation';

// Generous bounds: the rules name what is too long; these only keep absurd requests out.
const EntryArgs = z.object({
  input: z.object({ key: z.string().max(200), name: z.string().max(2000), value: z.string().max(5000), everySite: z.boolean().nullish() }),
});
const ModeArgs = z.object({ on: z.boolean() });

/** The configuration staff's operations. Who may is the use cases' decision; a guest is told UNAUTHENTICATED first. */
export function configAdminGraphqlPart(deps: ConfigAdminApiDeps): GraphqlPart {
  return {
    typeDefs: configAdminTypeDefs,
    resolvers: {
      Query: {
        async staffAppConfig(_, __, ctx) {
          const result = await deps.listConfigEntries.execute(undefined, ctx.requestContext);
          const allowedKeys = Object.keys(CONFIG_KEYS);
          if (!result.ok) return { entries: [], allowedKeys, readOnly: false, platformWide: false, errors: [result.code] };
          return { ...result.value, allowedKeys, errors: [] };
        },
      },
      Mutation: {
        async saveAppConfigEntry(_, args, ctx) {
          if (!signedIn(ctx)) return { entry: null, errors: ['UNAUTHENTICATED'], fieldErrors: [] };
          const { input } = parseArgs(EntryArgs, args);
          const result = await deps.saveConfigEntry.execute({ ...input, everySite: input.everySite ?? false }, ctx.requestContext);
          if (result.ok) return { entry: result.entry, errors: [], fieldErrors: [] };
          return {
            entry: null,
            errors: [result.code],
            fieldErrors: 'problems' in result ? result.problems.map((p) => `${p.field}:${p.code}`) : [],
          };
        },

        async setReadOnlyMode(_, args, ctx) {
          if (!signedIn(ctx)) return { readOnly: null, errors: ['UNAUTHENTICATED'] };
          const result = await deps.setReadOnlyMode.execute(parseArgs(ModeArgs, args), ctx.requestContext);
          return result.ok ? { readOnly: result.on, errors: [] } : { readOnly: null, errors: [result.code] };
        },
      },
    },
  };
}
