import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { AlertAnswer, BoardJobAlert, JobAlertGateway } from '../../../application/board/alerts/job-alert-gateway.port';
import type { AlertFrequency } from '../../../domain/alerts/alert-schedule';
import {
  ConfirmJobAlertDocument,
  CreateJobAlertDocument,
  DeleteJobAlertDocument,
  type JobAlertFieldsFragment,
  JobAlertForDocument,
  JobAlertsDocument,
  UnsubscribeJobAlertDocument,
  UpdateJobAlertDocument,
} from './generated/operations';
import { dataOrSignedOut, dataOrThrow, runOperation } from './run-operation';

const ALERT_STATUSES = ['ACTIVE', 'CONFIRMATION_SENT'] as const;

// Field by field: Apollo's __typename has no place in the port's values.
const toAlert = (a: JobAlertFieldsFragment): BoardJobAlert => ({
  id: a.id,
  query: a.query,
  frequency: a.frequency,
  createdAt: a.createdAt,
  lastSentAt: a.lastSentAt,
});

const answer = (r: AlertAnswer): AlertAnswer => ({ errors: r.errors });

/** JobAlertGateway over the platform API. */
export class ApolloJobAlertGateway implements JobAlertGateway {
  constructor(private readonly client: ApolloClient) {}

  async create(input: { query: string; frequency: AlertFrequency; email: string | null; origin: string }, ctx: BoardContext) {
    const { createJobAlert } = dataOrThrow(
      'createJobAlert',
      await runOperation(this.client, 'mutation', CreateJobAlertDocument, { input }, ctx),
    );
    // The schema answers status as a String; the board knows these two.
    const status = ALERT_STATUSES.find((known) => known === createJobAlert.status) ?? null;
    return { status, errors: createJobAlert.errors };
  }

  async update(id: string, frequency: AlertFrequency, ctx: BoardContext): Promise<AlertAnswer> {
    return answer(
      dataOrThrow('updateJobAlert', await runOperation(this.client, 'mutation', UpdateJobAlertDocument, { id, frequency }, ctx))
        .updateJobAlert,
    );
  }

  async delete(id: string, ctx: BoardContext): Promise<AlertAnswer> {
    return answer(
      dataOrThrow('deleteJobAlert', await runOperation(this.client, 'mutation', DeleteJobAlertDocument, { id }, ctx)).deleteJobAlert,
    );
  }

  async confirm(token: string, ctx: BoardContext): Promise<AlertAnswer> {
    return answer(
      dataOrThrow('confirmJobAlert', await runOperation(this.client, 'mutation', ConfirmJobAlertDocument, { token }, ctx)).confirmJobAlert,
    );
  }

  async unsubscribe(token: string, ctx: BoardContext): Promise<AlertAnswer> {
    return answer(
      dataOrThrow('unsubscribeJobAlert', await runOperation(this.client, 'mutation', UnsubscribeJobAlertDocument, { token }, ctx))
        .unsubscribeJobAlert,
    );
  }

  async mine(ctx: BoardContext): Promise<BoardJobAlert[] | null> {
    // Personal: a guest is not asked about, a session that just ended reads as a guest.
    if (!ctx.token) return null;
    return (
      dataOrSignedOut('jobAlerts', await runOperation(this.client, 'query', JobAlertsDocument, {}, ctx))?.jobAlerts?.map(toAlert) ?? null
    );
  }

  async forSearch(query: string, ctx: BoardContext): Promise<BoardJobAlert | null> {
    const found = dataOrThrow('jobAlertFor', await runOperation(this.client, 'query', JobAlertForDocument, { query }, ctx)).jobAlertFor;
    return found ? toAlert(found) : null;
  }
}
