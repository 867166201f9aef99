import type { OutgoingMail } from '../../../domain/mail/mail';
import type { Locale } from '../../../domain/shared/locale';

export interface NewsletterMailLink {
  readonly title: string;
  /** Organization and place of a job; empty for a post. */
  readonly detail: string;
  readonly link: string;
}

export interface NewsletterIssueMail {
  readonly siteName: string;
  readonly subject: string;
  /** Sanitized HTML (filtered format). */
  readonly bodyHtml: string;
  readonly jobs: readonly NewsletterMailLink[];
  readonly posts: readonly NewsletterMailLink[];
  /** The page that asks before unsubscribing; null in a test mail to staff (there is no subscription). */
  readonly unsubscribeLink: string | null;
  /** RFC 8058's one-click address (POST), for the List-Unsubscribe header. */
  readonly oneClickLink: string | null;
  /** A test send to the composing staff member: the subject says so. */
  readonly test: boolean;
}

/** The newsletter's mails in the reader's language. */
export interface NewsletterMailComposer {
  confirmation(to: string, mail: { readonly siteName: string; readonly link: string }, locale: Locale): OutgoingMail;
  issue(to: string, mail: NewsletterIssueMail, locale: Locale): OutgoingMail;
}
