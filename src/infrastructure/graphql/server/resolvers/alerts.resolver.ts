import { z } from 'zod';
import { MAX_ALERT_QUERY_LENGTH } from '../../../../domain/alerts/alert-search';
import { ALERT_FREQUENCIES } from '../../../../domain/alerts/alert-schedule';
import { EMAIL_MAX_LENGTH } from '../../../../domain/identity/credentials';
import type { JobAlertView } from '../../../../application/platform/alerts/job-alert-view';
import type { JobAlertsApiDeps } from '../alerts-api-deps';
import { alertsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs, signedIn } from './validation';
import { signInRequired } from '../expected-error';
import { ENTITY_ID } from '../../../../domain/shared/entity-id';

const id = z.string().regex(ENTITY_ID, 'id must be an alert id');
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

const done = (alert: JobAlertView | null = null) => ({ alert, errors: [] as string[] });
const failed = (code: string) => ({ alert: null, errors: [code] });

/** Job alerts: expected failures come back in `errors`, guests' lists as null. */
export function alertsGraphqlPart(deps: JobAlertsApiDeps): GraphqlPart {
  return {
    typeDefs: alertsTypeDefs,
    resolvers: {
      Query: {
        async jobAlerts(_, __, ctx) {
          if (!signedIn(ctx)) throw signInRequired();
          const result = await deps.listMyJobAlerts.execute(undefined, ctx.requestContext);
          return result.ok ? result.value : null;
        },

        async jobAlertFor(_, args, ctx) {
          return deps.findJobAlertForSearch.execute(parseArgs(QueryArgs, args), ctx.requestContext);
        },
      },
      Mutation: {
        async createJobAlert(_, args, ctx) {
          const { input } = parseArgs(CreateArgs, args);
          const result = await deps.createJobAlert.execute(
            { query: input.query, frequency: input.frequency, email: input.email ?? null, origin: input.origin ?? '' },
            ctx.requestContext,
          );
          if (!result.ok) return { status: null, alert: null, errors: [result.code] };
          const outcome = result.value;
          return outcome.status === 'active'
            ? { status: 'ACTIVE', alert: outcome.alert, errors: [] }
            : { status: 'CONFIRMATION_SENT', alert: null, errors: [] };
        },

        async updateJobAlert(_, args, ctx) {
          const result = await deps.updateJobAlert.execute(parseArgs(UpdateArgs, args), ctx.requestContext);
          return result.ok ? done(result.value) : failed(result.code);
        },

        async deleteJobAlert(_, args, ctx) {
          const result = await deps.deleteJobAlert.execute(parseArgs(IdArgs, args), ctx.requestContext);
          return result.ok ? done() : failed(result.code);
        },

        async confirmJobAlert(_, args, ctx) {
          const result = await deps.confirmJobAlert.execute(parseArgs(TokenArgs, args));
          return result.ok ? done() : failed(result.code);
        },

        async unsubscribeJobAlert(_, args, ctx) {
          const result = await deps.unsubscribeJobAlert.execute(parseArgs(TokenArgs, args));
          return result.ok ? done() : failed(result.code);
        },
      },
    },
  };
}
