import type { IssueStatus } from '../../../domain/newsletter/newsletter-issue';
import type { Locale } from '../../../domain/shared/locale';
import type { MailOutbox } from '../mail/mail-outbox.port';

/** A stored subscription (migration 0045, `newsletter_subscriptions`). */
export interface SubscriptionRecord {
  readonly id: string;
  readonly site: string;
  readonly email: string;
  readonly userId: string | null;
  readonly locale: Locale;
  readonly origin: string;
  readonly confirmExpiresAt: Date | null;
  readonly confirmationSentAt: Date | null;
  readonly createdAt: Date;
  readonly confirmedAt: Date | null;
}

export interface NewSubscription {
  readonly site: string;
  readonly email: string;
  readonly userId: string | null;
  readonly locale: Locale;
  readonly origin: string;
  readonly consentId: string | null;
  /** Pending: the hash of the mailed token and its expiry; confirmed at once: both null. */
  readonly confirmTokenHash: string | null;
  readonly confirmExpiresAt: Date | null;
  readonly confirmationSentAt: Date | null;
  readonly confirmedAt: Date | null;
  readonly createdAt: Date;
}

/** The newsletter consent's wording in force on a site (consent infos of type NEWSLETTER). */
export interface NewsletterConsentText {
  readonly infoId: string;
  readonly revisionId: string;
  /** Sanitized HTML per locale (German always there). */
  readonly texts: Readonly<Record<string, string>>;
}

export interface IssueRecord {
  readonly id: string;
  readonly site: string;
  readonly subject: string;
  readonly bodyHtml: string;
  readonly jobIds: readonly string[];
  readonly postIds: readonly string[];
  readonly status: IssueStatus;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly sendRequestedAt: Date | null;
  readonly sentAt: Date | null;
  readonly recipients: number;
}

/** A job or blog post staff may pick for an issue (the site's newest). */
export interface PickableItem {
  readonly id: string;
  readonly title: string;
  /** Its page on the board (internal path, e.g. `/job/{slug}`). */
  readonly path: string;
}

/** A confirmed subscription claimed for an issue's batch. */
export interface BatchRecipient {
  readonly subscriptionId: string;
  readonly email: string;
  readonly locale: Locale;
  readonly origin: string;
}

export interface NewsletterRepository {
  consentText(site: string, now: Date): Promise<NewsletterConsentText | null>;
  /** Records the consent (guest or user) to that revision; its id. */
  recordConsent(c: { infoId: string; revisionId: string; userId: string | null; mail: string; site: string; at: Date }): Promise<string>;
  findSubscription(site: string, email: string): Promise<SubscriptionRecord | null>;
  findSubscriptionById(id: string): Promise<SubscriptionRecord | null>;
  /** The subscription whose pending confirmation token hashes to this, locked for the confirmation. */
  findByConfirmHash(hash: string): Promise<SubscriptionRecord | null>;
  insertSubscription(s: NewSubscription): Promise<SubscriptionRecord>;
  /** A new link for a pending subscription (the old one stops working). */
  renewConfirmation(id: string, hash: string, expiresAt: Date, sentAt: Date, consentId: string | null, locale: Locale): Promise<void>;
  confirm(id: string, at: Date): Promise<void>;
  deleteSubscription(id: string): Promise<boolean>;

  countConfirmed(site: string): Promise<number>;
  listIssues(site: string): Promise<IssueRecord[]>;
  findIssue(id: string): Promise<IssueRecord | null>;
  insertIssue(i: {
    site: string;
    subject: string;
    bodyHtml: string;
    jobIds: readonly string[];
    postIds: readonly string[];
    createdBy: string;
    at: Date;
  }): Promise<IssueRecord>;
  /** Changes a draft; false when it is no longer a draft. */
  updateDraft(
    id: string,
    i: { subject: string; bodyHtml: string; jobIds: readonly string[]; postIds: readonly string[]; at: Date },
  ): Promise<boolean>;
  /** draft → sending; false when it was not a draft (a second trigger changes nothing). */
  requestSend(id: string, at: Date): Promise<boolean>;
  /** The oldest issue of the site whose batches are running. */
  sendingIssue(site: string): Promise<IssueRecord | null>;
  /**
   * Up to `limit` confirmed subscriptions of the issue's site that have no delivery of it yet, locked
   * (FOR UPDATE SKIP LOCKED: a concurrent batch takes others).
   */
  claimRecipients(issueId: string, site: string, limit: number): Promise<BatchRecipient[]>;
  /** Records the delivery; false when it exists already (then no mail may be queued). */
  recordDelivery(issueId: string, subscriptionId: string, at: Date): Promise<boolean>;
  /** sending → sent when every confirmed subscription has its delivery (committed); false otherwise. */
  finishIssue(issueId: string, at: Date): Promise<boolean>;

  pickableJobs(site: string, now: Date, limit: number): Promise<PickableItem[]>;
  pickablePosts(site: string, now: Date, limit: number): Promise<PickableItem[]>;
  /** The picked posts still published on the site, in the given order. */
  postsByIds(site: string, ids: readonly string[], now: Date): Promise<PickableItem[]>;
}

/** The repository and the outbox on one transaction: a subscription's or an issue's mails commit with it. */
export interface NewsletterTransaction {
  readonly newsletter: NewsletterRepository;
  readonly outbox: MailOutbox;
}

export interface NewsletterUnitOfWork {
  run<T>(work: (tx: NewsletterTransaction) => Promise<T>): Promise<T>;
}
