import type { LegalDocument, LegalPage } from '../../../domain/content/legal-document';
import type { BoardContext } from '../board-context';

/** The legal pages of the platform API, as the board uses them. */
export interface LegalDocumentGateway {
  document(page: LegalPage, ctx: BoardContext): Promise<LegalDocument | null>;
}
