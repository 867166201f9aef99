import type pg from 'pg';
import type { ResumeAlertDigestTx, ResumeAlertUnitOfWork } from '../../../application/platform/resume-alerts/resume-alert-repository.port';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { inTransaction } from '../in-transaction';
import { PostgresResumeAlertDigestTx } from './postgres-resume-alert-repository';

/** One PostgreSQL transaction per `run`: a digest's claim, mail and next due time commit together. */
export class PostgresResumeAlertUnitOfWork implements ResumeAlertUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: ResumeAlertDigestTx) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) => work(new PostgresResumeAlertDigestTx(client, new PostgresMailOutbox(client))));
  }
}
