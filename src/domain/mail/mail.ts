/** A mail as it goes out: one recipient, plain text and a simple HTML alternative. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Extra header fields, e.g. RFC 8058's List-Unsubscribe and List-Unsubscribe-Post on alert digests. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Where replies go (the contact form: the visitor's address, so the site can answer them). */
  readonly replyTo?: string;
  /** Files sent along (the contact form's attachments), already checked by content. */
  readonly attachments?: readonly MailAttachment[];
}

export interface MailAttachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Uint8Array;
}

/** One job in an alert digest. */
export interface DigestJob {
  readonly title: string;
  readonly organization: string;
  readonly place: string;
  readonly link: string;
}

/** The mails the product sends, and what each needs to say. */
export type MailTemplate =
  | { readonly kind: 'verify-email'; readonly link: string; readonly siteName: string; readonly firstName: string }
  | { readonly kind: 'reset-password'; readonly link: string; readonly siteName: string }
  | { readonly kind: 'change-email'; readonly link: string; readonly siteName: string }
  | { readonly kind: 'already-registered'; readonly loginLink: string; readonly resetLink: string; readonly siteName: string }
  | { readonly kind: 'password-changed'; readonly siteName: string }
  // applications: the recruiter's notice (a link to the application, no attachments) and the applicant's receipt
  | {
      readonly kind: 'application-received';
      readonly siteName: string;
      readonly jobTitle: string;
      readonly applicantName: string;
      readonly link: string;
    }
  | {
      readonly kind: 'application-confirmation';
      readonly siteName: string;
      readonly jobTitle: string;
      readonly organizationName: string;
      readonly firstName: string;
      readonly link: string | null;
    }
  /** Privacy: the account and its data are gone. */
  | { readonly kind: 'account-deleted'; readonly siteName: string }
  // job alerts (alerts feature): the guest's double opt-in, and the digest of new jobs
  | {
      readonly kind: 'alert-confirm';
      readonly link: string;
      readonly siteName: string;
      readonly search: string;
      readonly frequency: 'daily' | 'weekly';
    }
  | {
      readonly kind: 'alert-digest';
      readonly siteName: string;
      readonly search: string;
      readonly jobs: readonly DigestJob[];
      /** All new matching jobs, of which `jobs` are the first. */
      readonly total: number;
      readonly searchLink: string;
      readonly unsubscribeLink: string;
      /** The one-click endpoint of RFC 8058 (POST), for the List-Unsubscribe header. */
      readonly oneClickLink: string;
      /** The alert's first digest: there was no earlier e-mail to count from. */
      readonly first?: boolean;
    }
  | ContactMailTemplate
  | ImportFailingMailTemplate;

/** An importer's source failed several runs in a row: its organization's owner is told once per streak. */
export interface ImportFailingMailTemplate {
  readonly kind: 'import-failing';
  readonly siteName: string;
  readonly importerName: string;
  readonly failedRuns: number;
  readonly error: string;
  /** The organization's import log. */
  readonly link: string;
}

/** The contact form's message to the site, and the copy its sender may ask for. */
export type ContactMailTemplate =
  | {
      readonly kind: 'contact-message';
      readonly siteName: string;
      readonly name: string;
      readonly email: string;
      readonly subject: string;
      readonly body: string;
      readonly attachmentNames: readonly string[];
    }
  | {
      readonly kind: 'contact-copy';
      readonly siteName: string;
      readonly name: string;
      readonly subject: string;
      readonly body: string;
      readonly attachmentNames: readonly string[];
    };

export type MailTemplateKind = MailTemplate['kind'];
