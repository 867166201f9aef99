import type { MailOutbox } from '../../../application/platform/mail/mail-outbox.port';
import type { OutboxQueue, QueuedMail } from '../../../application/platform/mail/outbox-queue.port';
import type { MailAttachment, OutgoingMail } from '../../../domain/mail/mail';
import type { Queryable } from './queryable';

/** Writes mails into `mail_outbox`; given a transaction's client, the mail commits with the change. */
export class PostgresMailOutbox implements MailOutbox {
  constructor(private readonly db: Queryable) {}

  async enqueue(mail: OutgoingMail, site: string): Promise<void> {
    const { rows } = await this.db.query<{ id: string }>(
      'insert into mail_outbox (recipient, subject, text_body, html_body, headers, reply_to, site) values ($1, $2, $3, $4, $5, $6, $7) returning id',
      [mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers ?? {}), mail.replyTo ?? null, site],
    );
    for (const [position, file] of (mail.attachments ?? []).entries()) {
      await this.db.query(
        'insert into mail_outbox_attachments (mail_id, position, file_name, content_type, content) values ($1, $2, $3, $4, $5)',
        [
          rows[0]!.id,
          position,
          file.fileName,
          file.contentType,
          Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
        ],
      );
    }
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
      reply_to: string | null;
      attempts: number;
    }>(
      `update mail_outbox o set locked_until = $2::timestamptz + ($3 || ' milliseconds')::interval, attempts = o.attempts + 1
       where o.id in (
         select id from mail_outbox
         where sent_at is null and failed_at is null and next_attempt_at <= $2 and (locked_until is null or locked_until <= $2)
         order by next_attempt_at, id
         limit $1
         for update skip locked)
       returning o.id, o.recipient, o.subject, o.text_body, o.html_body, o.headers, o.site, o.reply_to, o.attempts`,
      [limit, now, String(leaseMs)],
    );
    const files = await this.attachmentsOf(rows.map((r) => r.id));
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
          ...(r.reply_to ? { replyTo: r.reply_to } : {}),
          ...(files.has(r.id) ? { attachments: files.get(r.id) } : {}),
        },
      }));
  }

  private async attachmentsOf(ids: readonly string[]): Promise<Map<string, MailAttachment[]>> {
    const byMail = new Map<string, MailAttachment[]>();
    if (ids.length === 0) return byMail;
    const { rows } = await this.db.query<{ mail_id: string; file_name: string; content_type: string; content: Buffer }>(
      'select mail_id, file_name, content_type, content from mail_outbox_attachments where mail_id = any($1::bigint[]) order by mail_id, position',
      [ids],
    );
    for (const r of rows) {
      const list = byMail.get(r.mail_id) ?? [];
      list.push({ fileName: r.file_name, contentType: r.content_type, content: new Uint8Array(r.content) });
      byMail.set(r.mail_id, list);
    }
    return byMail;
  }

  async markSent(id: string, now: Date): Promise<void> {
    // The bodies carry single-use links: once delivered they are not kept.
    await this.db.query(
      "update mail_outbox set sent_at = $2, locked_until = null, text_body = '', html_body = '', headers = '{}', reply_to = null, last_error = null where id = $1",
      [id, now],
    );
    await this.db.query('delete from mail_outbox_attachments where mail_id = $1', [id]);
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
        "update mail_outbox set failed_at = $2, locked_until = null, last_error = $3, text_body = '', html_body = '', headers = '{}', reply_to = null where id = $1",
        [id, now, error],
      );
      await this.db.query('delete from mail_outbox_attachments where mail_id = $1', [id]);
    }
  }
}
