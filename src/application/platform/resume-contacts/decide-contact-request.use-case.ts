import { transition, type ContactRequestState, type OwnerAction } from '../../../domain/resume-contacts/contact-request';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Err, type Ok } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { ResumeContactUnitOfWork } from './resume-contact-repository.port';

/**
 * decideContactRequest: the resume's owner approves or declines a pending request, or revokes an
 * approval. Under the request's lock, so two clicks decide once and a decline and the expiry never both
 * refund. A decline gives the organization its slot or credit back; nobody but the owner learns that
 * the request exists (NOT_FOUND).
 */
export class DecideContactRequest {
  constructor(
    private readonly uow: ResumeContactUnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly requestId: string; readonly action: OwnerAction },
    ctx: RequestContext,
  ): Promise<Ok<{ state: ContactRequestState }> | Err<'UNAUTHENTICATED' | 'NOT_FOUND' | 'INVALID_TRANSITION'>> {
    const actor = ctx.actor;
    if (actor.kind !== 'user') return err('UNAUTHENTICATED', 'Sign in to decide on contact requests');
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      const request = await tx.lock(input.requestId);
      if (!request || request.resumeOwnerId !== actor.userId) return err('NOT_FOUND', 'No such contact request');
      const next = transition(request.state, input.action);
      if (!next.ok) return next;
      await tx.setState(request.id, next.value.next, now);
      if (next.value.refund) await tx.refund(request, now, next.value.next);
      return ok({ state: next.value.next });
    });
  }
}
