/** A mail as it goes out: one recipient, plain text and a simple HTML alternative. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The mails the product sends, and what each needs to say. */
export type MailTemplate =
  | { readonly kind: 'verify-email'; readonly link: string; readonly siteName: string; readonly firstName: string }
  | { readonly kind: 'reset-password'; readonly link: string; readonly siteName: string }
  | { readonly kind: 'change-email'; readonly link: string; readonly siteName: string }
  | { readonly kind: 'already-registered'; readonly loginLink: string; readonly resetLink: string; readonly siteName: string }
  | { readonly kind: 'password-changed'; readonly siteName: string }
  // applications: the recruiter's notice (a link to the application, no attachments) and the applicant's receipt
  | { readonly kind: 'application-received'; readonly siteName: string; readonly jobTitle: string; readonly applicantName: string; readonly link: string }
  | { readonly kind: 'application-confirmation'; readonly siteName: string; readonly jobTitle: string; readonly organizationName: string; readonly firstName: string; readonly link: string | null }
  /** Privacy (issue 5, item 8): the account and its data are gone. */
  | { readonly kind: 'account-deleted'; readonly siteName: string };

export type MailTemplateKind = MailTemplate['kind'];
