import { z } from 'zod';
import { MAX_ALERT_QUERY_LENGTH } from '../../../../domain/alerts/alert-search';
import { ALERT_FREQUENCIES } from '../../../../domain/alerts/alert-schedule';
import { EMAIL_MAX_LENGTH } from '../../../../domain/identity/credentials';
import type { JobAlertView } from '../../../../application/platform/alerts/job-alert-view';
import { badUserInput } from '../expected-error';
import type { ResolverContext } from '../graphql-context';
import { issuesMessage } from './validation';

const id = z.string().regex(/^\d{1,18}$/, 'id must be an alert id');
const query = z.string().max(MAX_ALERT_QUERY_LENGTH, `query must be at most ${MAX_ALERT_QUERY_LENGTH} characters`);
const frequency = z.enum(ALERT_FREQUENCIES);
const token = z.string().max(200);

const CreateArgs = z.object({
  input: z.object({
    query,
    frequency,
    email: z.string().trim().max(EMAIL_MAX_LENGTH).nullish(),
    origin: z.string().max(300).nullish(),
  }),
});
const UpdateArgs = z.object({ id, frequency });
const IdArgs = z.object({ id });
const TokenArgs = z.object({ token });
const QueryArgs = z.object({ query });

function parse<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
  return parsed.data;
}

const done = (alert: JobAlertView | null = null) => ({ alert, errors: [] as string[] });
const failed = (code: string) => ({ alert: null, errors: [code] });

/** Job alerts (issue 4, item 7): expected failures come back in `errors`, guests' lists as null. */
export const alertsResolvers = {
  Query: {
    async jobAlerts(_: unknown, __: unknown, ctx: ResolverContext) {
      const result = await ctx.deps.listMyJobAlerts.execute(undefined, ctx.requestContext);
      return result.ok ? result.value : null;
    },

    async jobAlertFor(_: unknown, args: unknown, ctx: ResolverContext) {
      return ctx.deps.findJobAlertForSearch.execute(parse(QueryArgs, args), ctx.requestContext);
    },
  },
  Mutation: {
    async createJobAlert(_: unknown, args: unknown, ctx: ResolverContext) {
      const { input } = parse(CreateArgs, args);
      const result = await ctx.deps.createJobAlert.execute(
        { query: input.query, frequency: input.frequency, email: input.email ?? null, origin: input.origin ?? '' },
        ctx.requestContext,
      );
      if (!result.ok) return { status: null, alert: null, errors: [result.code] };
      const outcome = result.value;
      return outcome.status === 'active'
        ? { status: 'ACTIVE', alert: outcome.alert, errors: [] }
        : { status: 'CONFIRMATION_SENT', alert: null, errors: [] };
    },

    async updateJobAlert(_: unknown, args: unknown, ctx: ResolverContext) {
      const result = await ctx.deps.updateJobAlert.execute(parse(UpdateArgs, args), ctx.requestContext);
      return result.ok ? done(result.value) : failed(result.code);
    },

    async deleteJobAlert(_: unknown, args: unknown, ctx: ResolverContext) {
      const result = await ctx.deps.deleteJobAlert.execute(parse(IdArgs, args), ctx.requestContext);
      return result.ok ? done() : failed(result.code);
    },

    async confirmJobAlert(_: unknown, args: unknown, ctx: ResolverContext) {
      const result = await ctx.deps.confirmJobAlert.execute(parse(TokenArgs, args));
      return result.ok ? done() : failed(result.code);
    },

    async unsubscribeJobAlert(_: unknown, args: unknown, ctx: ResolverContext) {
      const result = await ctx.deps.unsubscribeJobAlert.execute(parse(TokenArgs, args));
      return result.ok ? done() : failed(result.code);
    },
  },
};
