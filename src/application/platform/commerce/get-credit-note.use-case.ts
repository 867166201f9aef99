import { mayRunCommerce } from '../../../domain/commerce/commerce-staff';
import type { RequestContext } from '../../../domain/shared/request-context';
import type { CommerceRepository } from './commerce-repository.port';
import type { InvoiceFiles } from './invoice-files';
import { isEntityId } from '../../../domain/shared/entity-id';

/**
 * A credit note's PDF for a member of the organization that ordered, or the shop's staff of the order's
 * site. Anybody else — another organization, a job editor, a guest, an unknown id — gets null, the same
 * answer, so ids reveal nothing.
 */
export class GetCreditNote {
  constructor(
    private readonly repo: CommerceRepository,
    private readonly files: InvoiceFiles,
  ) {}

  async execute(input: { readonly creditNoteId: string }, ctx: RequestContext): Promise<{ fileName: string; pdf: Uint8Array } | null> {
    if (ctx.actor.kind !== 'user' || !isEntityId(input.creditNoteId)) return null;
    const order = await this.repo.orderOfCreditNote(input.creditNoteId);
    if (!order?.creditNote) return null;
    if (!mayRunCommerce(ctx.actor, order.site)) {
      const mine = await this.repo.memberOrganizations(ctx.actor.userId);
      if (order.organizationId === null || !mine.some((o) => o.id === order.organizationId)) return null;
    }
    return { fileName: `${order.creditNote.number}.pdf`, pdf: await this.files.creditNoteBytesOf(order, order.creditNote) };
  }
}
