import { transition } from '../../../domain/resume-contacts/contact-request';
import type { Clock } from '../../shared/clock.port';
import type { ResumeContactUnitOfWork } from './resume-contact-repository.port';

/**
 * The periodic expiry: pending requests whose time ran out expire and their payment goes back. Claimed
 * with SKIP LOCKED, so the workers of every site run it side by side, and an owner deciding at that very
 * moment either wins (the request is no longer pending) or waits.
 */
export class ExpireContactRequests {
  constructor(
    private readonly uow: ResumeContactUnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: { readonly limit: number }): Promise<{ expired: number }> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      let expired = 0;
      for (const request of await tx.overdue(now, input.limit)) {
        const next = transition(request.state, 'expire');
        if (!next.ok) continue;
        await tx.setState(request.id, next.value.next, now);
        if (next.value.refund) await tx.refund(request, now, next.value.next);
        expired++;
      }
      return { expired };
    });
  }
}
