import type pg from 'pg';
import type {
  StaffLandingPageTransaction,
  StaffLandingPageUnitOfWork,
} from '../../../application/platform/staff/landing-pages/staff-landing-page-store.port';
import { inTransaction } from '../in-transaction';
import { PostgresStaffActionLog } from '../staff/postgres-staff-action-log';
import { PostgresStaffLandingPages } from './postgres-staff-landing-pages';

/** One PostgreSQL transaction per staff change of a landing page: the page, its aliases and the log entry together. */
export class PostgresStaffLandingPageUnitOfWork implements StaffLandingPageUnitOfWork {
  constructor(private readonly pool: pg.Pool) {}

  run<T>(work: (tx: StaffLandingPageTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, (client) =>
      work({ pages: new PostgresStaffLandingPages(client), staffLog: new PostgresStaffActionLog(client) }),
    );
  }
}
