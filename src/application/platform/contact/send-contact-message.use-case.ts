import { validateContactMessage, type ContactFieldError, type ContactInput } from '../../../domain/contact/contact-message';
import { detectAttachmentType } from '../../../domain/files/attachment-policy';
import { normalizeEmail } from '../../../domain/identity/credentials';
import type { MailAttachment } from '../../../domain/mail/mail';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { RateLimiter } from '../identity/rate-limiter.port';
import type { MailComposer } from '../mail/mail-composer.port';
import type { SiteDirectory } from '../site/site-directory.port';
import type { ContactUnitOfWork } from './contact-unit-of-work.port';

/** An uploaded file as the driving side hands it over: its head for the type check, its bytes on demand. */
export interface ContactUpload {
  readonly name: string;
  readonly size: number;
  readonly head: Uint8Array;
  bytes(): Promise<Uint8Array>;
}

export interface SendContactMessageInput extends Omit<ContactInput, 'files'> {
  readonly files: readonly ContactUpload[];
}

export type SendContactMessageOutcome = { readonly ok: true } | { readonly ok: false; readonly errors: readonly ContactFieldError[] };

/**
 * The contact form: the message goes to the site's configured address (Reply-To the
 * sender, the attachments with it), and — when asked — a copy to the sender listing the attachments by
 * name (the files are not sent back: they would double the mail and could make the site a file relay).
 * Both mails are queued in one transaction. Anyone may write, signed in or not; each message uses a
 * point of the sender address's and the site's hourly limits (RATE_LIMITS) before anything is queued.
 */
export class SendContactMessage {
  constructor(
    private readonly sites: SiteDirectory,
    private readonly composer: MailComposer,
    private readonly unitOfWork: ContactUnitOfWork,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(input: SendContactMessageInput, ctx: RequestContext): Promise<SendContactMessageOutcome> {
    const checked = validateContactMessage(input);
    if (!checked.ok) return { ok: false, errors: checked.errors };
    const message = checked.value;
    const site = this.sites.get(ctx.site);
    if (!site) throw new Error(`unknown site ${ctx.site}`);

    const attachments: MailAttachment[] = [];
    for (const [position, file] of input.files.entries()) {
      const bytes = await file.bytes();
      // The head the policy saw must be the content sent: checked again on the whole bytes.
      const type = detectAttachmentType(bytes.subarray(0, 16));
      const expected = message.files[position];
      if (!expected || type !== expected.type || bytes.byteLength !== file.size)
        throw new Error('uploaded file changed between check and send');
      attachments.push({ fileName: expected.name, contentType: type, content: bytes });
    }

    const [perAddress, perSite] = await Promise.all([
      this.limiter.consume('contactPerEmailHour', normalizeEmail(message.email)),
      this.limiter.consume('contactPerSiteHour', site.key),
    ]);
    if (!perAddress || !perSite) return { ok: false, errors: [{ field: 'email', code: 'RATE_LIMITED' }] };

    const attachmentNames = message.files.map((f) => f.name);
    const toSite = this.composer.compose(
      site.contactEmail,
      {
        kind: 'contact-message',
        siteName: site.name,
        name: message.name,
        email: message.email,
        subject: message.subject,
        body: message.body,
        attachmentNames,
      },
      site.defaultLocale,
    );
    await this.unitOfWork.run(async (tx) => {
      await tx.outbox.enqueue({ ...toSite, replyTo: message.email, attachments }, site.key);
      if (message.copy)
        await tx.outbox.enqueue(
          this.composer.compose(
            message.email,
            {
              kind: 'contact-copy',
              siteName: site.name,
              name: message.name,
              subject: message.subject,
              body: message.body,
              attachmentNames,
            },
            ctx.locale,
          ),
          site.key,
        );
    });
    return { ok: true };
  }
}
