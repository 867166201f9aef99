import { z } from 'zod';
import type {
  ChangeResumeAlertInterval,
  DeleteResumeAlert,
  GetResumeAlert,
  ListResumeAlerts,
} from '../../../../application/platform/resume-alerts/manage-resume-alerts.use-cases';
import type { ResumeAlertView } from '../../../../application/platform/resume-alerts/resume-alert-view';
import type { SaveResumeAlert } from '../../../../application/platform/resume-alerts/save-resume-alert.use-case';
import type { UnsubscribeResumeAlert } from '../../../../application/platform/resume-alerts/unsubscribe-resume-alert.use-case';
import { translate, type Locale } from '../../../../domain/shared/locale';
import { publicOrigin } from '../../../../domain/site/public-origin';
import { resumeAlertsTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { ResumePlaceArgs, toSearchPlace } from './resume-recruiting.resolver';
import { parseArgs } from './validation';

/* Edge bounds only: the domain judges the values (unknown ones are refused with the facet named). */
const values = z.array(z.string().max(200)).max(100).nullish();
const SaveArgs = z.object({
  input: z.object({
    search: z.object({
      keywords: z.string().max(1000).nullish(),
      careerStatus: values,
      languages: values,
      skills: values,
      occupations: values,
      place: ResumePlaceArgs,
      page: z.number().int().nullish(),
    }),
    intervalSeconds: z.number().int(),
    origin: z.string().max(300).nullish(),
  }),
});
const IdArgs = z.object({ id: z.string().max(100) });
const IntervalArgs = IdArgs.extend({ intervalSeconds: z.number().int() });
const TokenArgs = z.object({ token: z.string().max(300) });

const toAlert = (a: ResumeAlertView, locale: Locale) => ({
  id: a.id,
  ...a.search,
  occupationIds: a.search.occupations,
  place: a.search.place && toSearchPlace(a.search.place),
  occupations: a.occupations.map((o) => ({ id: o.id, vocabulary: 'occupations', label: translate(o.label, locale) })),
  intervalSeconds: a.interval,
  nextDueAt: a.nextDueAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
});

export interface ResumeAlertsApiDeps {
  readonly saveResumeAlert: Pick<SaveResumeAlert, 'execute'>;
  readonly listResumeAlerts: Pick<ListResumeAlerts, 'execute'>;
  readonly getResumeAlert: Pick<GetResumeAlert, 'execute'>;
  readonly changeResumeAlertInterval: Pick<ChangeResumeAlertInterval, 'execute'>;
  readonly deleteResumeAlert: Pick<DeleteResumeAlert, 'execute'>;
  readonly unsubscribeResumeAlert: Pick<UnsubscribeResumeAlert, 'execute'>;
}

/** Recruiters' resume alerts: another organization's alert answers like an unknown one (null or NOT_FOUND). */
export function resumeAlertsGraphqlPart(deps: ResumeAlertsApiDeps): GraphqlPart {
  return {
    typeDefs: resumeAlertsTypeDefs,
    resolvers: {
      Query: {
        async resumeAlerts(_, _args, ctx) {
          const list = await deps.listResumeAlerts.execute(ctx.requestContext);
          return list ? list.map((a) => toAlert(a, ctx.requestContext.locale)) : null;
        },
        async resumeAlert(_, args, ctx) {
          const alert = await deps.getResumeAlert.execute(parseArgs(IdArgs, args), ctx.requestContext);
          return alert && toAlert(alert, ctx.requestContext.locale);
        },
      },
      Mutation: {
        async saveResumeAlert(_, args, ctx) {
          const { input } = parseArgs(SaveArgs, args);
          const result = await deps.saveResumeAlert.execute(
            { search: input.search, interval: input.intervalSeconds, origin: publicOrigin(ctx.site, input.origin ?? ctx.request.url) },
            ctx.requestContext,
          );
          if (result.ok) return { errors: [], alert: toAlert(result.value, ctx.requestContext.locale) };
          const errors =
            result.code === 'INVALID'
              ? result.problems.map((p) => ({ field: p.field, code: p.problem }))
              : [{ field: result.code === 'UNKNOWN_INTERVAL' ? 'intervalSeconds' : null, code: result.code }];
          return { errors, alert: null };
        },
        async changeResumeAlertInterval(_, args, ctx) {
          const { id, intervalSeconds } = parseArgs(IntervalArgs, args);
          const result = await deps.changeResumeAlertInterval.execute({ id, interval: intervalSeconds }, ctx.requestContext);
          if (result.ok) return { errors: [], alert: toAlert(result.value, ctx.requestContext.locale) };
          return { errors: [{ field: result.code === 'UNKNOWN_INTERVAL' ? 'intervalSeconds' : null, code: result.code }], alert: null };
        },
        async deleteResumeAlert(_, args, ctx) {
          const result = await deps.deleteResumeAlert.execute(parseArgs(IdArgs, args), ctx.requestContext);
          return { errors: result.ok ? [] : [{ field: null, code: result.code }], alert: null };
        },
        async unsubscribeResumeAlert(_, args) {
          return deps.unsubscribeResumeAlert.execute(parseArgs(TokenArgs, args));
        },
      },
    },
  };
}
