import type { LegalDocument, LegalPage } from '../../../domain/content/legal-document';
import type { BoardContext } from '../board-context';
import type { LegalDocumentGateway } from './legal-document-gateway.port';

/** A legal page of the site, or null when the site has none of that kind. */
export class ShowLegalDocument {
  constructor(private readonly legal: LegalDocumentGateway) {}

  execute(input: { readonly page: LegalPage }, ctx: BoardContext): Promise<LegalDocument | null> {
    return this.legal.document(input.page, ctx);
  }
}
