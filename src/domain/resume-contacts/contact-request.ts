import { err, ok, type Result } from '../shared/result';

/*
 * A recruiter's request to see a resume owner's contact data. It is paid when sent (a resume-contact
 * slot of an active subscription, else one resume-contact credit) and the payment goes back when the
 * owner declines or nobody answers in time. An approval shows the data to that organization only; the
 * owner may take it back later (revoked), which hides the data again without a refund: the
 * organization did see it.
 */

export const CONTACT_REQUEST_STATES = ['pending', 'approved', 'declined', 'expired', 'revoked'] as const;
export type ContactRequestState = (typeof CONTACT_REQUEST_STATES)[number];
export const isContactRequestState = (v: unknown): v is ContactRequestState =>
  typeof v === 'string' && (CONTACT_REQUEST_STATES as readonly string[]).includes(v);

/** What moves a request on: the owner's decisions, and time. */
export const CONTACT_REQUEST_ACTIONS = ['approve', 'decline', 'revoke', 'expire'] as const;
export type ContactRequestAction = (typeof CONTACT_REQUEST_ACTIONS)[number];

/** The owner's decisions (expiry is the platform's). */
export const OWNER_ACTIONS = ['approve', 'decline', 'revoke'] as const;
export type OwnerAction = (typeof OWNER_ACTIONS)[number];
export const isOwnerAction = (v: unknown): v is OwnerAction => typeof v === 'string' && (OWNER_ACTIONS as readonly string[]).includes(v);

/** How a request was paid for: a subscription's slot or a credit. */
export type ContactPayment = { readonly kind: 'slot'; readonly subscriptionId: string } | { readonly kind: 'credit' };

const TRANSITIONS: Readonly<Record<ContactRequestState, Partial<Record<ContactRequestAction, ContactRequestState>>>> = {
  pending: { approve: 'approved', decline: 'declined', expire: 'expired' },
  approved: { revoke: 'revoked' },
  declined: {},
  expired: {},
  revoked: {},
};

/** States nothing leaves. An approval is final too, except that the owner may revoke it. */
export const isTerminal = (state: ContactRequestState): boolean => Object.keys(TRANSITIONS[state]).length === 0;

export interface Transition {
  readonly next: ContactRequestState;
  /** The payment goes back: only when a pending request ends without the owner's consent. */
  readonly refund: boolean;
}

/** The state after `action`, and whether the payment goes back; anything else is refused. */
export function transition(state: ContactRequestState, action: ContactRequestAction): Result<Transition, 'INVALID_TRANSITION'> {
  const next = TRANSITIONS[state][action];
  if (next === undefined) return err('INVALID_TRANSITION', `A ${state} request cannot be ${action}d`);
  return ok({ next, refund: state === 'pending' && (next === 'declined' || next === 'expired') });
}

/** The organization sees the contact data while the request stands approved. */
export const showsContactData = (state: ContactRequestState): boolean => state === 'approved';

/** A request the same organization may not repeat: one still open or approved for the same resume. */
export const blocksNewRequest = (state: ContactRequestState): boolean => state === 'pending' || state === 'approved';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 1000;

export type ContactMessageProblem = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG';

/** The recruiter's short message, trimmed: long enough to say who asks and why, short enough to read. */
export function contactMessageProblem(message: string): ContactMessageProblem | null {
  const text = message.trim();
  if (text.length === 0) return 'REQUIRED';
  if (text.length < CONTACT_MESSAGE_MIN) return 'TOO_SHORT';
  if (text.length > CONTACT_MESSAGE_MAX) return 'TOO_LONG';
  return null;
}

/** Days a pending request waits for the owner by default (a platform setting may change it). */
export const DEFAULT_CONTACT_EXPIRY_DAYS = 14;

/** When a request sent at `sentAt` expires if the owner does not answer. */
export const expiresAt = (sentAt: Date, days: number): Date => new Date(sentAt.getTime() + days * 86_400_000);

/** Whether a pending request has run out of time at `now`. */
export const isOverdue = (request: { readonly state: ContactRequestState; readonly expiresAt: Date }, now: Date): boolean =>
  request.state === 'pending' && request.expiresAt.getTime() <= now.getTime();
