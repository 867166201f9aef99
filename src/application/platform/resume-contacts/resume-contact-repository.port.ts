import type { OutgoingMail } from '../../../domain/mail/mail';
import type { ContactRequestState } from '../../../domain/resume-contacts/contact-request';
import type { Locale } from '../../../domain/shared/locale';

export interface ContactRequestRecord {
  readonly id: string;
  readonly resumeOwnerId: string;
  readonly organizationId: string;
  readonly site: string;
  readonly message: string;
  readonly state: ContactRequestState;
  /** How it was paid: a subscription's slot, a credit's ledger entry. */
  readonly subscriptionId: string | null;
  readonly ledgerId: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly decidedAt: Date | null;
  readonly refundedAt: Date | null;
}

export interface NewContactRequest {
  readonly resumeOwnerId: string;
  readonly organizationId: string;
  readonly site: string;
  readonly sentBy: string;
  readonly message: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** Everything one transaction of a contact request does; each call runs inside it. */
export interface ResumeContactTx {
  /** Waits for the organization's other spends and requests (the same lock the credit ledger's spends take). */
  lockOrganization(organizationId: string): Promise<void>;
  /** The organization's open (pending or approved) request for the resume, if any. */
  openRequest(resumeOwnerId: string, organizationId: string): Promise<ContactRequestRecord | null>;
  /** An active subscription of the organization on the site with a resume-contact slot free, or null. */
  freeSlot(organizationId: string, site: string, now: Date): Promise<string | null>;
  /** The organization's resume-contact credits on the site. */
  creditBalance(organizationId: string, site: string): Promise<number>;
  insert(request: NewContactRequest): Promise<ContactRequestRecord>;
  /** Records the payment: the slot's subscription, or a credit spent from the ledger with the request's key. */
  pay(requestId: string, payment: { readonly subscriptionId: string } | { readonly credit: true }): Promise<ContactRequestRecord>;
  /** The request, locked until commit; null when there is none. */
  lock(requestId: string): Promise<ContactRequestRecord | null>;
  setState(requestId: string, state: ContactRequestState, now: Date): Promise<void>;
  /** Gives the payment back: frees the slot, or grants the credit again on the ledger, naming the state that ended the request. */
  refund(request: ContactRequestRecord, now: Date, endedAs: ContactRequestState): Promise<void>;
  /** Pending requests whose time ran out, locked (others' locked ones skipped). */
  overdue(now: Date, limit: number): Promise<ContactRequestRecord[]>;
  enqueueMail(mail: OutgoingMail, site: string): Promise<void>;
}

export interface ResumeContactUnitOfWork {
  run<T>(work: (tx: ResumeContactTx) => Promise<T>): Promise<T>;
}

export interface ResumeOwnerContact {
  readonly email: string;
  readonly firstName: string;
}

export interface OwnerContactRequestRow extends ContactRequestRecord {
  readonly organizationName: string;
}

export interface SentContactRequestRow extends ContactRequestRecord {
  readonly resumePublicId: string | null;
  readonly resumeHeadline: string;
}

/** Reads of contact requests. */
export interface ResumeContactQueries {
  ownerContact(ownerId: string): Promise<ResumeOwnerContact | null>;
  organizationName(organizationId: string): Promise<string | null>;
  /** The organization's newest request for the resume (any state), or null. */
  latestFor(resumeOwnerId: string, organizationId: string): Promise<ContactRequestRecord | null>;
  forOwner(
    ownerId: string,
    states: readonly ContactRequestState[] | null,
    limit: number,
    offset: number,
  ): Promise<{ rows: OwnerContactRequestRow[]; total: number }>;
  forOrganization(
    organizationId: string,
    site: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: SentContactRequestRow[]; total: number }>;
  /** Resume-contact slots still free on the site's active subscriptions, and the credits left. */
  remaining(organizationId: string, site: string, now: Date): Promise<{ slots: number; credits: number }>;
}

/** The owner's notice of a new request. */
export interface ContactRequestMailComposer {
  newRequest(
    to: ResumeOwnerContact,
    request: { readonly organizationName: string; readonly message: string; readonly expiresAt: Date },
    site: { readonly name: string; readonly link: string },
    locale: Locale,
  ): OutgoingMail;
}
