import type { ContactRequestState } from '../../../domain/resume-contacts/contact-request';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { recruiterOf, type RecruiterDirectory } from '../resume-search/recruiter-access';
import { contactRequestView, type ContactRequestView } from './contact-request-view';
import type { ResumeContactQueries } from './resume-contact-repository.port';

export const CONTACT_REQUESTS_PER_PAGE = 20;

/** The owner's filters: pending and approved (none: every request). */
export const OWNER_FILTERS = ['pending', 'approved'] as const;
export type OwnerFilter = (typeof OWNER_FILTERS)[number];

const pageOf = (page: number) => Math.max(1, Math.min(1000, Math.trunc(page) || 1));

export interface OwnerContactRequestView extends ContactRequestView {
  readonly organizationName: string;
}

/** The resume owner's requests, newest first: who asks, their message, the state. */
export class ListMyContactRequests {
  constructor(private readonly queries: ResumeContactQueries) {}

  async execute(
    input: { readonly filter: OwnerFilter | null; readonly page: number },
    ctx: RequestContext,
  ): Promise<{ rows: OwnerContactRequestView[]; total: number } | null> {
    if (ctx.actor.kind !== 'user') return null;
    const states: ContactRequestState[] | null = input.filter ? [input.filter] : null;
    const { rows, total } = await this.queries.forOwner(
      ctx.actor.userId,
      states,
      CONTACT_REQUESTS_PER_PAGE,
      (pageOf(input.page) - 1) * CONTACT_REQUESTS_PER_PAGE,
    );
    return { total, rows: rows.map((r) => ({ ...contactRequestView(r), organizationName: r.organizationName })) };
  }
}

export interface SentContactRequestView extends ContactRequestView {
  /** null when the resume is hidden from the organization now (the request stays in its list). */
  readonly resumeId: string | null;
  readonly resumeHeadline: string;
}

/** The recruiter's requests sent on this site, with the slots and credits left to send more. */
export class ListSentContactRequests {
  constructor(
    private readonly queries: ResumeContactQueries,
    private readonly recruiters: RecruiterDirectory,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly page: number },
    ctx: RequestContext,
  ): Promise<{ rows: SentContactRequestView[]; total: number; slots: number; credits: number } | null> {
    const recruiter = await recruiterOf(ctx, this.sites, this.recruiters);
    if (!recruiter) return null;
    const organizationId = recruiter.organization.id;
    const [{ rows, total }, remaining] = await Promise.all([
      this.queries.forOrganization(
        organizationId,
        ctx.site,
        CONTACT_REQUESTS_PER_PAGE,
        (pageOf(input.page) - 1) * CONTACT_REQUESTS_PER_PAGE,
      ),
      this.queries.remaining(organizationId, ctx.site, this.clock.now()),
    ]);
    return {
      total,
      ...remaining,
      rows: rows.map((r) => ({ ...contactRequestView(r), resumeId: r.resumePublicId, resumeHeadline: r.resumeHeadline })),
    };
  }
}
