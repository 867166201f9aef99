import type pg from 'pg';
import type { AlertTransaction, AlertUnitOfWork } from '../../../application/platform/alerts/job-alert-repository.port';
import { PostgresMailOutbox } from '../accounts/postgres-mail-outbox';
import { PostgresJobAlertRepository } from './postgres-job-alert-repository';

/** One PostgreSQL transaction per `run`: the alert changes and the mails they cause commit together. */
export class PostgresAlertUnitOfWork implements AlertUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  async run<T>(work: (tx: AlertTransaction) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work({ alerts: new PostgresJobAlertRepository(client), outbox: new PostgresMailOutbox(client) });
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
