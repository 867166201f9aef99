import type pg from 'pg';
import type { AlertTransaction, AlertUnitOfWork } from '../../../application/platform/alerts/job-alert-repository.port';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { PostgresJobAlertRepository } from './postgres-job-alert-repository';
import { inTransaction } from '../in-transaction';

/** One PostgreSQL transaction per `run`: the alert changes and the mails they cause commit together. */
export class PostgresAlertUnitOfWork implements AlertUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: AlertTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) =>
      work({ alerts: new PostgresJobAlertRepository(client), outbox: new PostgresMailOutbox(client) }),
    );
  }
}
