import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { AlertAnswer, BoardJobAlert, JobAlertGateway } from '../../../application/board/alerts/job-alert-gateway.port';
import type { AlertFrequency } from '../../../domain/alerts/alert-schedule';
import { dataOrThrow, runOperation } from './run-operation';

const ALERT_FIELDS = 'id query frequency createdAt lastSentAt';
type ResultDto = { errors: string[] };

const CREATE: TypedDocumentNode<
  { createJobAlert: { status: 'ACTIVE' | 'CONFIRMATION_SENT' | null; errors: string[] } },
  { input: { query: string; frequency: AlertFrequency; email: string | null; origin: string } }
> = gql`
  mutation createJobAlert($input: CreateJobAlertInput!) {
    createJobAlert(input: $input) { status errors }
  }
`;
const UPDATE: TypedDocumentNode<{ updateJobAlert: ResultDto }, { id: string; frequency: AlertFrequency }> = gql`
  mutation updateJobAlert($id: ID!, $frequency: AlertFrequency!) {
    updateJobAlert(id: $id, frequency: $frequency) { errors }
  }
`;
const DELETE: TypedDocumentNode<{ deleteJobAlert: ResultDto }, { id: string }> = gql`
  mutation deleteJobAlert($id: ID!) {
    deleteJobAlert(id: $id) { errors }
  }
`;
const CONFIRM: TypedDocumentNode<{ confirmJobAlert: ResultDto }, { token: string }> = gql`
  mutation confirmJobAlert($token: String!) {
    confirmJobAlert(token: $token) { errors }
  }
`;
const UNSUBSCRIBE: TypedDocumentNode<{ unsubscribeJobAlert: ResultDto }, { token: string }> = gql`
  mutation unsubscribeJobAlert($token: String!) {
    unsubscribeJobAlert(token: $token) { errors }
  }
`;
const MINE: TypedDocumentNode<{ jobAlerts: BoardJobAlert[] | null }, Record<string, never>> = gql`
  query jobAlerts {
    jobAlerts { ${ALERT_FIELDS} }
  }
`;
const FOR_SEARCH: TypedDocumentNode<{ jobAlertFor: BoardJobAlert | null }, { query: string }> = gql`
  query jobAlertFor($query: String!) {
    jobAlertFor(query: $query) { ${ALERT_FIELDS} }
  }
`;

const answer = (r: ResultDto): AlertAnswer => ({ errors: r.errors });

/** JobAlertGateway over the platform API. */
export class ApolloJobAlertGateway implements JobAlertGateway {
  constructor(private readonly client: ApolloClient) {}

  async create(input: { query: string; frequency: AlertFrequency; email: string | null; origin: string }, ctx: BoardContext) {
    const { createJobAlert } = dataOrThrow('createJobAlert', await runOperation(this.client, 'mutation', CREATE, { input }, ctx));
    return { status: createJobAlert.status, errors: createJobAlert.errors };
  }

  async update(id: string, frequency: AlertFrequency, ctx: BoardContext): Promise<AlertAnswer> {
    return answer(
      dataOrThrow('updateJobAlert', await runOperation(this.client, 'mutation', UPDATE, { id, frequency }, ctx)).updateJobAlert,
    );
  }

  async delete(id: string, ctx: BoardContext): Promise<AlertAnswer> {
    return answer(dataOrThrow('deleteJobAlert', await runOperation(this.client, 'mutation', DELETE, { id }, ctx)).deleteJobAlert);
  }

  async confirm(token: string, ctx: BoardContext): Promise<AlertAnswer> {
    return answer(dataOrThrow('confirmJobAlert', await runOperation(this.client, 'mutation', CONFIRM, { token }, ctx)).confirmJobAlert);
  }

  async unsubscribe(token: string, ctx: BoardContext): Promise<AlertAnswer> {
    return answer(
      dataOrThrow('unsubscribeJobAlert', await runOperation(this.client, 'mutation', UNSUBSCRIBE, { token }, ctx)).unsubscribeJobAlert,
    );
  }

  async mine(ctx: BoardContext): Promise<BoardJobAlert[] | null> {
    return dataOrThrow('jobAlerts', await runOperation(this.client, 'query', MINE, {}, ctx)).jobAlerts;
  }

  async forSearch(query: string, ctx: BoardContext): Promise<BoardJobAlert | null> {
    return dataOrThrow('jobAlertFor', await runOperation(this.client, 'query', FOR_SEARCH, { query }, ctx)).jobAlertFor;
  }
}
