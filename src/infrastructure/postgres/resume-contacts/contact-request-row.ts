import type { ContactRequestRecord } from '../../../application/platform/resume-contacts/resume-contact-repository.port';
import type { ContactRequestState } from '../../../domain/resume-contacts/contact-request';

export interface ContactRequestRow {
  id: string;
  resume_user_id: string;
  organization_id: string;
  site: string;
  message: string;
  state: ContactRequestState;
  subscription_id: string | null;
  ledger_id: string | null;
  created_at: Date;
  expires_at: Date;
  decided_at: Date | null;
  refunded_at: Date | null;
}

export const CONTACT_REQUEST_COLUMNS = `r.id::text, r.resume_user_id::text, r.organization_id::text, r.site, r.message, r.state,
  r.subscription_id::text, r.ledger_id::text, r.created_at, r.expires_at, r.decided_at, r.refunded_at`;

export const contactRequestRecord = (r: ContactRequestRow): ContactRequestRecord => ({
  id: r.id,
  resumeOwnerId: r.resume_user_id,
  organizationId: r.organization_id,
  site: r.site,
  message: r.message,
  state: r.state,
  subscriptionId: r.subscription_id,
  ledgerId: r.ledger_id,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  decidedAt: r.decided_at,
  refundedAt: r.refunded_at,
});
