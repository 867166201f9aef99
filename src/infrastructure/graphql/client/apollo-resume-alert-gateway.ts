import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type {
  BoardResumeAlert,
  ResumeAlertAnswer,
  ResumeAlertGateway,
} from '../../../application/board/resume-alerts/resume-alert-gateway.port';
import { CAREER_STATUSES, type CareerStatus } from '../../../domain/resume/resume';
import { isResumeAlertInterval, NO_DIGEST } from '../../../domain/resume-alerts/resume-alert-interval';
import type { RawResumeSearch } from '../../../domain/resume-search/resume-search-query';
import {
  ChangeResumeAlertIntervalDocument,
  DeleteResumeAlertDocument,
  type ResumeAlertFieldsFragment,
  ResumeAlertDocument,
  ResumeAlertsDocument,
  SaveResumeAlertDocument,
  UnsubscribeResumeAlertDocument,
} from './generated/operations';
import { placeOf } from './apollo-resume-recruiting-gateway';
import { knownValue } from './known-value';
import { dataOrThrow, runOperation } from './run-operation';

const toAlert = (a: ResumeAlertFieldsFragment): BoardResumeAlert => ({
  id: a.id,
  keywords: a.keywords,
  careerStatus: a.careerStatus.flatMap((s): CareerStatus[] => {
    const known = knownValue(CAREER_STATUSES, s);
    return known ? [known] : [];
  }),
  languages: [...a.languages],
  skills: [...a.skills],
  occupationIds: [...a.occupationIds],
  occupations: a.occupations.map((o) => ({ id: o.id, label: o.label })),
  place: placeOf(a.place),
  radiusKm: a.place?.radius ?? null,
  interval: isResumeAlertInterval(a.intervalSeconds) ? a.intervalSeconds : NO_DIGEST,
  nextDueAt: a.nextDueAt ?? null,
  createdAt: a.createdAt,
});

const answerOf = (r: {
  readonly errors: readonly { readonly field?: string | null; readonly code: string }[];
  readonly alert?: ResumeAlertFieldsFragment | null;
}): ResumeAlertAnswer => ({
  errors: r.errors.map((e) => ({ field: e.field ?? null, code: e.code })),
  alert: r.alert ? toAlert(r.alert) : null,
});

/** ResumeAlertGateway over the platform API. */
export class ApolloResumeAlertGateway implements ResumeAlertGateway {
  constructor(private readonly client: ApolloClient) {}

  async list(ctx: BoardContext) {
    const { resumeAlerts } = dataOrThrow('resumeAlerts', await runOperation(this.client, 'query', ResumeAlertsDocument, {}, ctx));
    return resumeAlerts ? resumeAlerts.map(toAlert) : null;
  }

  async find(id: string, ctx: BoardContext) {
    const { resumeAlert } = dataOrThrow('resumeAlert', await runOperation(this.client, 'query', ResumeAlertDocument, { id }, ctx));
    return resumeAlert ? toAlert(resumeAlert) : null;
  }

  async save(input: { readonly search: RawResumeSearch; readonly interval: number; readonly origin: string | null }, ctx: BoardContext) {
    const s = input.search;
    const search = {
      keywords: s.keywords ?? null,
      careerStatus: s.careerStatus ? [...s.careerStatus] : null,
      languages: s.languages ? [...s.languages] : null,
      skills: s.skills ? [...s.skills] : null,
      occupations: s.occupations ? [...s.occupations] : null,
      place: s.place ?? null,
    };
    const { saveResumeAlert } = dataOrThrow(
      'saveResumeAlert',
      await runOperation(
        this.client,
        'mutation',
        SaveResumeAlertDocument,
        { input: { search, intervalSeconds: input.interval, origin: input.origin } },
        ctx,
      ),
    );
    return answerOf(saveResumeAlert);
  }

  async changeInterval(id: string, interval: number, ctx: BoardContext) {
    const { changeResumeAlertInterval } = dataOrThrow(
      'changeResumeAlertInterval',
      await runOperation(this.client, 'mutation', ChangeResumeAlertIntervalDocument, { id, intervalSeconds: interval }, ctx),
    );
    return answerOf(changeResumeAlertInterval);
  }

  async delete(id: string, ctx: BoardContext) {
    const { deleteResumeAlert } = dataOrThrow(
      'deleteResumeAlert',
      await runOperation(this.client, 'mutation', DeleteResumeAlertDocument, { id }, ctx),
    );
    return answerOf(deleteResumeAlert).errors;
  }

  async unsubscribe(token: string, ctx: BoardContext) {
    const { unsubscribeResumeAlert } = dataOrThrow(
      'unsubscribeResumeAlert',
      await runOperation(this.client, 'mutation', UnsubscribeResumeAlertDocument, { token }, ctx),
    );
    return unsubscribeResumeAlert === 'UNSUBSCRIBED' ? ('UNSUBSCRIBED' as const) : ('INVALID_TOKEN' as const);
  }
}
