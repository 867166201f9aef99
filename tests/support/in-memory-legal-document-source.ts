import type { LegalDocumentSource } from '../../src/application/platform/content/legal-document-source.port';
import type { LegalPage } from '../../src/domain/content/legal-document';

/** In-memory LegalDocumentSource: the versions each page has (every site alike); `versions` may change between calls. */
export class InMemoryLegalDocumentSource implements LegalDocumentSource {
  constructor(public pages: Partial<Record<LegalPage, readonly string[]>> = { terms: ['2026-01-01'] }) {}

  async versions(_site: string, page: LegalPage): Promise<readonly string[]> {
    return this.pages[page] ?? [];
  }

  async text(_site: string, page: LegalPage, version: string): Promise<string | null> {
    return (this.pages[page] ?? []).includes(version) ? `<p>${page} ${version}</p>` : null;
  }
}
