import { recruiterAccess } from '../../../domain/resume/resume-access';
import { contactMessageProblem, expiresAt, type ContactMessageProblem } from '../../../domain/resume-contacts/contact-request';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Err, type Ok } from '../../../domain/shared/result';
import { pageLink } from '../identity/account-links';
import type { ResumeRepository } from '../resumes/resume-repository.port';
import type { Clock } from '../../shared/clock.port';
import type { SiteDirectory } from '../site/site-directory.port';
import { recruiterOf, type RecruiterDirectory } from '../resume-search/recruiter-access';
import type { ResumeSearchIndex } from '../resume-search/resume-search-index.port';
import { contactRequestView, type ContactRequestView } from './contact-request-view';
import type { ContactRequestMailComposer, ResumeContactQueries, ResumeContactUnitOfWork } from './resume-contact-repository.port';

export interface SendContactRequestInput {
  /** The resume's public id. */
  readonly resumeId: string;
  readonly message: string;
  /** Public origin of the board (the owner's mail links its dashboard), vetted by the driving side. */
  readonly origin: string;
}

export type SendContactRequestFailure =
  | Err<'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'OWN_RESUME' | 'NO_CREDITS'>
  | (Err<'INVALID_MESSAGE'> & { readonly problem: ContactMessageProblem });

/**
 * sendContactRequest: a recruiter asks a resume's owner for contact, with a short message. One
 * transaction takes the organization's lock, answers an open request of the organization for the same
 * resume instead of a second one (nothing paid twice), pays with a free resume-contact slot of an
 * active subscription, else one resume-contact credit, stores the request and queues the owner's mail.
 * A resume the organization may not see answers NOT_FOUND, as if it did not exist.
 */
export class SendContactRequest {
  constructor(
    private readonly uow: ResumeContactUnitOfWork,
    private readonly queries: ResumeContactQueries,
    private readonly index: ResumeSearchIndex,
    private readonly resumes: ResumeRepository,
    private readonly recruiters: RecruiterDirectory,
    private readonly composer: ContactRequestMailComposer,
    private readonly sites: SiteDirectory,
    private readonly clock: Clock,
    private readonly expiryDays: number,
  ) {}

  async execute(
    input: SendContactRequestInput,
    ctx: RequestContext,
  ): Promise<Ok<{ request: ContactRequestView; replayed: boolean }> | SendContactRequestFailure> {
    // A guest may be a recruiter who is not signed in: signing in can help, so the board sends them there.
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to send a contact request');
    const recruiter = await recruiterOf(ctx, this.sites, this.recruiters);
    const site = this.sites.get(ctx.site);
    if (!recruiter || !site) return err('FORBIDDEN', 'Contact requests are for recruiters of an organization');
    const ownerId = await this.index.ownerOf(input.resumeId);
    const resume = ownerId ? await this.resumes.find(ownerId) : null;
    if (!ownerId || !resume) return err('NOT_FOUND', 'No such resume');
    const organizationId = recruiter.organization.id;
    if (recruiterAccess(resume, { organizationId, contactApproved: false }) === 'none') return err('NOT_FOUND', 'No such resume');
    if (ownerId === recruiter.userId) return err('OWN_RESUME', 'This is your own resume');
    const problem = contactMessageProblem(input.message);
    if (problem) return { ...err('INVALID_MESSAGE', 'The message does not fit'), problem };
    const owner = await this.queries.ownerContact(ownerId);
    if (!owner) return err('NOT_FOUND', 'No such resume');

    const now = this.clock.now();
    const link = pageLink(input.origin, site, site.defaultLocale, '/dashboard');
    const outcome = await this.uow.run(async (tx) => {
      await tx.lockOrganization(organizationId);
      const open = await tx.openRequest(ownerId, organizationId);
      if (open) return { kind: 'replayed' as const, request: open };
      const slot = await tx.freeSlot(organizationId, ctx.site, now);
      if (slot === null && (await tx.creditBalance(organizationId, ctx.site)) < 1) return { kind: 'unpaid' as const };
      const stored = await tx.insert({
        resumeOwnerId: ownerId,
        organizationId,
        site: ctx.site,
        sentBy: recruiter.userId,
        message: input.message.trim(),
        createdAt: now,
        expiresAt: expiresAt(now, this.expiryDays),
      });
      const paid = await tx.pay(stored.id, slot !== null ? { subscriptionId: slot } : { credit: true });
      await tx.enqueueMail(
        this.composer.newRequest(
          owner,
          { organizationName: recruiter.organization.name, message: paid.message, expiresAt: paid.expiresAt },
          { name: site.name, link },
          site.defaultLocale,
        ),
        ctx.site,
      );
      return { kind: 'sent' as const, request: paid };
    });
    if (outcome.kind === 'unpaid') return err('NO_CREDITS', 'No resume-contact slot or credit left');
    return ok({ request: contactRequestView(outcome.request), replayed: outcome.kind === 'replayed' });
  }
}
