import type {
  AlertTransaction,
  AlertUnitOfWork,
  DueJobAlert,
  JobAlertRecord,
  JobAlertRepository,
  NewJobAlert,
} from '../../src/application/platform/alerts/job-alert-repository.port';
import type { MailOutbox } from '../../src/application/platform/mail/mail-outbox.port';
import type { AlertFrequency } from '../../src/domain/alerts/alert-schedule';
import type { OutgoingMail } from '../../src/domain/mail/mail';

/**
 * In-memory job alerts and outbox. Alert changes apply at once (like row updates that other runners see
 * after the claim is released); mails are kept only when the work returns. `claimDue` holds a claim for
 * the rest of the unit of work, as FOR UPDATE SKIP LOCKED does.
 */
export class InMemoryJobAlerts implements AlertUnitOfWork {
  alerts: JobAlertRecord[] = [];
  readonly sent: OutgoingMail[] = [];
  /** Addresses of users (userId → address, verified or not). */
  readonly users = new Map<string, { email: string; verified: boolean }>();
  private nextId = 1;
  private readonly claimed = new Set<string>();

  readonly repository: JobAlertRepository = this.repositoryOver(
    () => this.alerts,
    (next) => (this.alerts = next),
  );

  async run<T>(work: (tx: AlertTransaction) => Promise<T>): Promise<T> {
    const mails: OutgoingMail[] = [];
    const outbox: MailOutbox = { enqueue: async (mail) => void mails.push(mail) };
    const claims: string[] = [];
    const repo = this.repositoryOver(
      () => this.alerts,
      (next) => (this.alerts = next),
      claims,
    );
    try {
      const result = await work({ alerts: repo, outbox });
      this.sent.push(...mails);
      return result;
    } finally {
      for (const id of claims) this.claimed.delete(id);
    }
  }

  private repositoryOver(get: () => JobAlertRecord[], set: (next: JobAlertRecord[]) => void, claims: string[] = []): JobAlertRepository {
    const patch = (id: string, change: Partial<JobAlertRecord>) => set(get().map((a) => (a.id === id ? { ...a, ...change } : a)));
    return {
      findById: async (id) => get().find((a) => a.id === id) ?? null,
      listByUser: async (userId, site) =>
        get()
          .filter((a) => a.userId === userId && a.site === site)
          .reverse(),
      findByUserAndQuery: async (userId, site, query) =>
        get().find((a) => a.userId === userId && a.site === site && a.query === query) ?? null,
      findByEmailAndQuery: async (email, site, query) =>
        get().find((a) => a.email?.toLowerCase() === email.toLowerCase() && a.site === site && a.query === query) ?? null,
      countByUser: async (userId, site) => get().filter((a) => a.userId === userId && a.site === site).length,
      countPendingByEmail: async (email) =>
        get().filter((a) => a.email?.toLowerCase() === email.toLowerCase() && a.confirmedAt === null).length,
      insert: async (alert: NewJobAlert) => {
        const record: JobAlertRecord = { ...alert, id: String(this.nextId++), coveredUntil: alert.confirmedAt, lastSentAt: null };
        set([...get(), record]);
        return record;
      },
      updateFrequency: async (id, frequency: AlertFrequency, nextDueAt) => {
        const alert = get().find((a) => a.id === id);
        if (alert) patch(id, { frequency, nextDueAt: alert.confirmedAt ? nextDueAt : null });
      },
      confirm: async (id, confirmedAt, nextDueAt) => {
        if (get().find((a) => a.id === id)?.confirmedAt === null) patch(id, { confirmedAt, coveredUntil: confirmedAt, nextDueAt });
      },
      delete: async (id) => {
        const before = get().length;
        set(get().filter((a) => a.id !== id));
        return get().length < before;
      },
      deleteUnconfirmedBefore: async (cutoff) => {
        const before = get().length;
        set(get().filter((a) => !(a.confirmedAt === null && a.createdAt.getTime() < cutoff.getTime())));
        return before - get().length;
      },
      claimDue: async (site, now): Promise<DueJobAlert | null> => {
        const due = get()
          .filter(
            (a) =>
              a.site === site &&
              a.confirmedAt !== null &&
              a.nextDueAt !== null &&
              a.nextDueAt.getTime() <= now.getTime() &&
              !this.claimed.has(a.id),
          )
          .sort((a, b) => a.nextDueAt!.getTime() - b.nextDueAt!.getTime() || Number(a.id) - Number(b.id))[0];
        if (!due) return null;
        this.claimed.add(due.id);
        claims.push(due.id);
        const user = due.userId ? this.users.get(due.userId) : undefined;
        return { ...due, recipient: due.userId === null ? due.email : user?.verified ? user.email : null };
      },
      markDigested: async (id, run) =>
        patch(id, { coveredUntil: run.coveredUntil, nextDueAt: run.nextDueAt, ...(run.sentAt ? { lastSentAt: run.sentAt } : {}) }),
    };
  }
}
