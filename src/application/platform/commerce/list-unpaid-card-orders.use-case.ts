import { translate } from '../../../domain/shared/locale';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { Clock } from '../../shared/clock.port';
import { organizationFor } from './commerce-access';
import type { CommerceRepository } from './commerce-repository.port';

export interface UnpaidCardOrderView {
  readonly id: string;
  readonly site: string;
  readonly status: 'awaiting_payment' | 'cancelled';
  readonly createdAt: string;
  readonly cancelledAt: string | null;
  readonly grossCents: number;
  readonly currency: 'EUR';
  readonly lines: ReadonlyArray<{ readonly name: string; readonly quantity: number }>;
  /** The provider's payment page, only while the order waits and the page still takes payment. */
  readonly resumePaymentUrl: string | null;
}

/**
 * The organization's card orders that were not paid, newest first: waiting for the payment (with the
 * way back to the payment page while the provider still takes it) or cancelled. Null for someone who is
 * no member, as the other lists.
 */
export class ListUnpaidCardOrders {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: { readonly organizationId: string | null; readonly limit: number },
    ctx: RequestContext,
  ): Promise<UnpaidCardOrderView[] | null> {
    const organization = await organizationFor(this.repo, ctx, input.organizationId);
    if (!organization) return null;
    const now = this.clock.now();
    const rows = await this.repo.unpaidCardOrders(organization.id, input.limit);
    return rows.map((o) => ({
      id: o.id,
      site: o.site,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      cancelledAt: o.cancelledAt?.toISOString() ?? null,
      grossCents: o.grossCents,
      currency: 'EUR',
      lines: o.lines.map((l) => ({ name: translate(l.name, ctx.locale), quantity: l.quantity })),
      resumePaymentUrl:
        o.status === 'awaiting_payment' && o.paymentUrl !== null && o.paymentExpiresAt !== null && o.paymentExpiresAt > now
          ? o.paymentUrl
          : null,
    }));
  }
}
