import type { ContactRequestRecord } from './resume-contact-repository.port';

/** A request as its two sides see it (the owner's id stays inside the platform). */
export interface ContactRequestView {
  readonly id: string;
  readonly state: ContactRequestRecord['state'];
  readonly message: string;
  readonly payment: 'slot' | 'credit';
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly decidedAt: Date | null;
  readonly refunded: boolean;
}

export const contactRequestView = (r: ContactRequestRecord): ContactRequestView => ({
  id: r.id,
  state: r.state,
  message: r.message,
  payment: r.subscriptionId !== null ? 'slot' : 'credit',
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  decidedAt: r.decidedAt,
  refunded: r.refundedAt !== null,
});
