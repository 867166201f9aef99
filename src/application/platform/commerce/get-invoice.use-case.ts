import { mayManageSection } from '../../../domain/staff/staff-scope';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { CommerceRepository } from './commerce-repository.port';
import type { InvoiceFiles } from './invoice-files';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * An invoice's PDF, as issued, for a member of the organization that ordered (or staff). Anybody else —
 * another organization, a guest, an unknown id — gets null, the same answer, so ids reveal nothing.
 */
export class GetInvoice {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly files: InvoiceFiles,
  ) {}

  async execute(input: { readonly invoiceId: string }, ctx: RequestContext): Promise<{ fileName: string; pdf: Uint8Array } | null> {
    if (ctx.actor.kind !== 'user' || !isEntityId(input.invoiceId)) return null;
    const order = await this.repo.orderOfInvoice(input.invoiceId);
    if (!order) return null;
    if (!mayManageSection(ctx.actor, 'commerce', order.site)) {
      const mine = await this.repo.memberOrganizations(ctx.actor.userId);
      if (order.organizationId === null || !mine.some((o) => o.id === order.organizationId)) return null;
    }
    return { fileName: `${order.invoice.number}.pdf`, pdf: await this.files.bytesOf(order) };
  }
}
