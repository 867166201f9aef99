import type { BoardContext } from '../board-context';
import type { CommerceGateway } from './commerce-gateway.port';
import { isEntityId } from '../../../domain/shared/entity-id';

/** A credit note PDF for the signed-in member of the ordering organization or the shop's staff; null (404) for anybody else. */
export class DownloadCreditNote {
  constructor(private readonly gateway: CommerceGateway) {}

  async execute(input: { readonly creditNoteId: string }, ctx: BoardContext): Promise<{ fileName: string; content: Uint8Array } | null> {
    if (!ctx.token || !isEntityId(input.creditNoteId)) return null;
    return this.gateway.creditNotePdf(input.creditNoteId, ctx);
  }
}
