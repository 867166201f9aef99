import type { MailOutbox } from '../../../application/platform/mail/mail-outbox.port';
import type { OutboxQueue, QueuedMail } from '../../../application/platform/mail/outbox-queue.port';
import type { OutgoingMail } from '../../../domain/mail/mail';
import type { Queryable } from './queryable';

/** Writes mails into `mail_outbox`; given a transaction's client, the mail commits with the change. */
export class PostgresMailOutbox implements MailOutbox {
  constructor(private readonly db: Queryable) {}

  async enqueue(mail: OutgoingMail, site: string): Promise<void> {
    await this.db.query(
      'insert into mail_outbox (recipient, subject, text_body, html_body, headers, site) values ($1, $2, $3, $4, $5, $6)',
      [mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers ?? {}), site],
    );
  }
}

/** The delivering side: leases rows with FOR UPDATE SKIP LOCKED so workers never send the same mail twice. */
export class PostgresOutboxQueue implements OutboxQueue {
  constructor(private readonly db: Queryable) {}

  async claim(limit: number, now: Date, leaseMs: number): Promise<QueuedMail[]> {
    const { rows } = await this.db.query<{
      id: string;
      recipient: string;
      subject: string;
      text_body: string;
      html_body: string;
      headers: Record<string, string>;
      site: string | null;
      attempts: number;
    }>(
      `update mail_outbox o set locked_until = $2::timestamptz + ($3 || ' milliseconds')::interval, attempts = o.attempts + 1
       where o.id in (
         select id from mail_outbox
         where sent_at is null and failed_at is null and next_attempt_at <= $2 and (locked_until is null or locked_until <= $2)
         order by next_attempt_at, id
         limit $1
         for update skip locked)
       returning o.id, o.recipient, o.subject, o.text_body, o.html_body, o.headers, o.site, o.attempts`,
      [limit, now, String(leaseMs)],
    );
    return rows
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((r) => ({
        id: r.id,
        attempts: r.attempts,
        site: r.site,
        mail: {
          to: r.recipient,
          subject: r.subject,
          text: r.text_body,
          html: r.html_body,
          ...(Object.keys(r.headers ?? {}).length > 0 ? { headers: r.headers } : {}),
        },
      }));
  }

  async markSent(id: string, now: Date): Promise<void> {
    // The bodies carry single-use links: once delivered they are not kept.
    await this.db.query(
      "update mail_outbox set sent_at = $2, locked_until = null, text_body = '', html_body = '', headers = '{}', last_error = null where id = $1",
      [id, now],
    );
  }

  async markFailed(id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
    if (retryAt) {
      await this.db.query('update mail_outbox set next_attempt_at = $2, locked_until = null, last_error = $3 where id = $1', [
        id,
        retryAt,
        error,
      ]);
    } else {
      await this.db.query(
        "update mail_outbox set failed_at = $2, locked_until = null, last_error = $3, text_body = '', html_body = '', headers = '{}' where id = $1",
        [id, now, error],
      );
    }
  }
}
