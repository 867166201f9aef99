import type { AlertFrequency } from '../../../domain/alerts/alert-schedule';
import type { JobAlertRecord } from './job-alert-repository.port';

/** What the API shows of an alert: never the address or the origin. */
export interface JobAlertView {
  readonly id: string;
  readonly query: string;
  readonly frequency: AlertFrequency;
  readonly locale: string;
  readonly createdAt: string;
  readonly lastSentAt: string | null;
  readonly nextDueAt: string | null;
}

export const jobAlertView = (a: JobAlertRecord): JobAlertView => ({
  id: a.id,
  query: a.query,
  frequency: a.frequency,
  locale: a.locale,
  createdAt: a.createdAt.toISOString(),
  lastSentAt: a.lastSentAt?.toISOString() ?? null,
  nextDueAt: a.nextDueAt?.toISOString() ?? null,
});
