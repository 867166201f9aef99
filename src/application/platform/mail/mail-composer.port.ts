import type { OutgoingMail } from '../../../domain/mail/mail';
import type { MailTemplate } from '../../../domain/mail/mail';
import type { Locale } from '../../../domain/shared/locale';

/** Turns a template into subject, text and HTML in the reader's language. */
export interface MailComposer {
  compose(to: string, template: MailTemplate, locale: Locale): OutgoingMail;
}
