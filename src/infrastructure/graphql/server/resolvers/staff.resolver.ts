import { z } from 'zod';
import type { StaffActionRecord } from '../../../../application/platform/staff/staff-action-query.port';
import type { StaffSection } from '../../../../domain/staff/staff-scope';
import { staffTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import type { StaffApiDeps } from '../staff-api-deps';
import { parseArgs } from './validation';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

const isoTime = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date or time');
const ActionsArgs = z.object({
  filter: z
    .object({
      actorId: z.string().regex(ENTITY_ID, 'actorId must be a number').nullish(),
      actionPrefix: z
        .string()
        .max(80)
        .regex(/^[a-z_.]*$/, 'actionPrefix is a dotted action key')
        .nullish(),
      targetType: z.string().max(60).nullish(),
      targetId: z.string().max(200).nullish(),
      siteKey: z.string().max(60).nullish(),
      from: isoTime.nullish(),
      to: isoTime.nullish(),
    })
    .nullish(),
  offset: z.number().int().min(0).max(100_000).nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
});

const some = (s: string | null | undefined): string | undefined => (s ? s : undefined);
const json = (v: unknown): string | null => (v === null || v === undefined ? null : JSON.stringify(v));
const actionOut = (a: StaffActionRecord) => ({ ...a, before: json(a.before), after: json(a.after) });
const sectionOut = (s: StaffSection) => s.toUpperCase() as Uppercase<StaffSection>;

/** The console's sections and its audit log; refusals come back in `errors`. */
export function staffGraphqlPart(deps: StaffApiDeps): GraphqlPart {
  return {
    typeDefs: staffTypeDefs,
    resolvers: {
      Query: {
        staffConsole(_, __, ctx) {
          const result = deps.openConsole.execute(ctx.requestContext);
          return result.ok ? { sections: result.value.map(sectionOut), errors: [] } : { sections: [], errors: [result.code] };
        },

        async staffActions(_, args, ctx) {
          if (ctx.requestContext.actor.kind !== 'user') return { entries: [], total: 0, errors: ['UNAUTHENTICATED'] };
          const a = parseArgs(ActionsArgs, args);
          const f = a.filter ?? {};
          const result = await deps.listActions.execute(
            {
              actorId: some(f.actorId),
              actionPrefix: some(f.actionPrefix),
              targetType: some(f.targetType),
              targetId: some(f.targetId),
              siteKey: some(f.siteKey),
              from: f.from ? new Date(f.from).toISOString() : undefined,
              to: f.to ? new Date(f.to).toISOString() : undefined,
              offset: a.offset ?? 0,
              limit: a.limit ?? 25,
            },
            ctx.requestContext,
          );
          if (!result.ok) return { entries: [], total: 0, errors: [result.code] };
          return { entries: result.value.entries.map(actionOut), total: result.value.total, errors: [] };
        },
      },
    },
  };
}
