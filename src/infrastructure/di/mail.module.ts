import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { DeliverOutbox } from '../../application/platform/mail/deliver-outbox.use-case';
import type { MailComposer } from '../../application/platform/mail/mail-composer.port';
import type { Mailer } from '../../application/platform/mail/mailer.port';
import type { OutboxQueue } from '../../application/platform/mail/outbox-queue.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import type { SiteConfig } from '../../domain/site/site-config';
import { onShutdown } from '../http/shutdown-hooks';
import { devMailboxResponse } from '../mail/dev-mailbox';
import { MessageMailComposer } from '../mail/message-mail-composer';
import { outboxDeliveryLoop } from '../mail/outbox-delivery-loop';
import type { PollingLoop } from '../scheduling/polling-loop';
import { defaultMailFrom, SmtpMailer } from '../mail/smtp-mailer';
import { PostgresOutboxQueue } from '../postgres/accounts/postgres-mail-outbox';
import { T } from './tokens';
import { defineFeature } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.mail.${name}`);

export const MAIL = {
  Composer: id<MailComposer>('Composer'),
  OutboxQueue: id<OutboxQueue>('OutboxQueue'),
  Mailer: id<Mailer | null>('Mailer'),
  DeliverOutbox: id<DeliverOutbox | null>('DeliverOutbox'),
  DeliveryLoop: id<PollingLoop | null>('DeliveryLoop'),
} as const;

/**
 * Mail: the composer (localized texts), the outbox queue on PostgreSQL and — when SMTP_URL is set — the
 * SMTP mailer and the delivery loop. Without SMTP_URL mails wait in the outbox (`npm start` sets SMTP_URL
 * to its local catch-all, see dev-mailbox.ts). MAIL_FROM overrides the sender.
 */
export function bindMailModule(c: Container, _config: object, env: NodeJS.ProcessEnv = process.env): void {
  const smtpUrl = env.SMTP_URL?.trim();
  c.bind(MAIL.Composer).toConstantValue(new MessageMailComposer());
  c.bind(MAIL.OutboxQueue).toResolvedValue((pool: Pool) => new PostgresOutboxQueue(pool), [T.Pool]);
  const mailFrom = env.MAIL_FROM?.trim();
  c.bind(MAIL.Mailer).toResolvedValue(
    // Each row names the site it was queued for; this worker's own site only sends rows that name none.
    (site: SiteConfig, sites: SiteDirectory) =>
      smtpUrl ? new SmtpMailer(smtpUrl, (key) => mailFrom || defaultMailFrom((key ? sites.get(key) : undefined) ?? site)) : null,
    [T.Site, T.Sites],
  );
  c.bind(MAIL.DeliverOutbox).toResolvedValue(
    (queue: OutboxQueue, mailer: Mailer | null, clock: Clock) => (mailer ? new DeliverOutbox(queue, mailer, clock) : null),
    [MAIL.OutboxQueue, MAIL.Mailer, T.Clock],
  );
  c.bind(MAIL.DeliveryLoop).toResolvedValue(
    (deliver: DeliverOutbox | null, logger: Logger) =>
      deliver ? outboxDeliveryLoop(deliver, logger.child({ component: 'mail' }), Number(env.MAIL_POLL_MS) || undefined) : null,
    [MAIL.DeliverOutbox, T.Logger],
  );
}

/** Starts this worker's outbox delivery (when SMTP is configured); it stops before the pool closes on shutdown. */
export function startMailDelivery(c: Container): void {
  const loop = c.get(MAIL.DeliveryLoop);
  if (!loop) {
    c.get(T.Logger).warn('SMTP_URL is not set: mails wait in the outbox table (mail_outbox) until a relay is configured');
    return;
  }
  loop.start();
  onShutdown(() => loop.stop());
}

/** `/dev/mailbox` of the local demo (dev-mailbox.ts); a 404 unless `npm start` runs its catch-all. */
export const devMailbox = (request: Request): Promise<Response> => devMailboxResponse(request, process.env.DEV_MAILBOX_DIR || undefined);

export const mailFeature = defineFeature({
  name: 'mail',
  bind: bindMailModule,
  board: () => ({ devMailbox }),
  start: startMailDelivery,
});
