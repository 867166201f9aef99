import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { LegalDocumentGateway } from '../../../application/board/content/legal-document-gateway.port';
import type { LegalDocument, LegalPage } from '../../../domain/content/legal-document';
import { isLocale } from '../../../domain/shared/locale';
import { LegalDocumentDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** LegalDocumentGateway over the platform API. */
export class ApolloLegalDocumentGateway implements LegalDocumentGateway {
  constructor(private readonly client: ApolloClient) {}

  async document(page: LegalPage, ctx: BoardContext): Promise<LegalDocument | null> {
    const doc = dataOrThrow('legalDocument', await runOperation(this.client, 'query', LegalDocumentDocument, { page }, ctx)).legalDocument;
    if (!doc) return null;
    return { page, version: doc.version, locale: isLocale(doc.locale) ? doc.locale : 'de', html: doc.html };
  }
}
