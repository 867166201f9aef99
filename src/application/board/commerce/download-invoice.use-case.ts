import type { BoardContext } from '../board-context';
import type { CommerceGateway } from './commerce-gateway.port';
import { isEntityId } from '../../../domain/shared/entity-id';

/** An invoice PDF for the signed-in member of the ordering organization; null (404) for anybody else. */
export class DownloadInvoice {
  constructor(private readonly gateway: CommerceGateway) {}

  async execute(input: { readonly invoiceId: string }, ctx: BoardContext): Promise<{ fileName: string; content: Uint8Array } | null> {
    if (!ctx.token || !isEntityId(input.invoiceId)) return null;
    return this.gateway.invoicePdf(input.invoiceId, ctx);
  }
}
