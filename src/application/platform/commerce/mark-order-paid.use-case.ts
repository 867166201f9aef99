import { actorIsStaff } from '../../../domain/identity/permissions';
import type { RequestContext } from '../../../domain/shared/request-context';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Clock } from '../../shared/clock.port';
import type { CommerceRepository } from './commerce-repository.port';

/** Staff record that an order paid by invoice has been paid (the bank transfer arrived). */
export class MarkOrderPaid {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly orderId: string },
    ctx: RequestContext,
  ): Promise<Result<true, 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND'>> {
    // A guest may be staff once signed in; a signed-in user without a staff role may not.
    if (ctx.actor.kind !== 'user') return err('UNAUTHENTICATED');
    if (!actorIsStaff(ctx.actor)) return err('FORBIDDEN');
    if (!/^\d{1,18}$/.test(input.orderId)) return err('NOT_FOUND');
    return (await this.repo.markPaid(input.orderId, this.clock.now())) ? ok(true) : err('NOT_FOUND');
  }
}
