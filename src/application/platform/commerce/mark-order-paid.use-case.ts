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

  async execute(input: { readonly orderId: string }, ctx: RequestContext): Promise<Result<true, 'FORBIDDEN' | 'NOT_FOUND'>> {
    if (!actorIsStaff(ctx.actor)) return err('FORBIDDEN');
    if (!/^\d{1,18}$/.test(input.orderId)) return err('NOT_FOUND');
    return (await this.repo.markPaid(input.orderId, this.clock.now())) ? ok(true) : err('NOT_FOUND');
  }
}
