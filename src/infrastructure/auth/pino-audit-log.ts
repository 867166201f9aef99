import type { Logger } from 'pino';
import type { AuditEvent, AuditLog } from '../../application/platform/identity/audit-log.port';

/** Audit events as log lines (`component: audit`); the events carry ids only, never addresses. */
export class PinoAuditLog implements AuditLog {
  private readonly log: Logger;

  constructor(logger: Logger) {
    this.log = logger.child({ component: 'audit' });
  }

  record(entry: AuditEvent): void {
    const { event, ...ids } = entry;
    this.log.info({ event, ...ids }, event);
  }
}
