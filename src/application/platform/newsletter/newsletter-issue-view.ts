import type { IssueStatus } from '../../../domain/newsletter/newsletter-issue';
import type { IssueRecord } from './newsletter-repository.port';

/** An issue as staff see it (plain, serializable). */
export interface NewsletterIssueView {
  readonly id: string;
  readonly subject: string;
  readonly bodyHtml: string;
  readonly jobIds: readonly string[];
  readonly postIds: readonly string[];
  readonly status: IssueStatus;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly sentAt: string | null;
  /** Mails queued for subscribers so far. */
  readonly recipients: number;
}

export const issueView = (r: IssueRecord): NewsletterIssueView => ({
  id: r.id,
  subject: r.subject,
  bodyHtml: r.bodyHtml,
  jobIds: r.jobIds,
  postIds: r.postIds,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  recipients: r.recipients,
});
