import type { LegalDocumentSource } from '../../application/platform/content/legal-document-source.port';
import type { LegalPage } from '../../domain/content/legal-document';
import type { Locale } from '../../domain/shared/locale';

/**
 * The sites' files with the wordings published from the console on top: a page's versions are both
 * sets together, and a stored wording takes the place of the file of the same version and language
 * (a language the console did not publish for that date still comes from the file).
 */
export class LayeredLegalDocumentSource implements LegalDocumentSource {
  constructor(
    private readonly files: LegalDocumentSource,
    private readonly stored: LegalDocumentSource,
  ) {}

  async versions(site: string, page: LegalPage): Promise<readonly string[]> {
    const [files, stored] = await Promise.all([this.files.versions(site, page), this.stored.versions(site, page)]);
    return [...new Set([...files, ...stored])];
  }

  async text(site: string, page: LegalPage, version: string, locale: Locale): Promise<string | null> {
    return (await this.stored.text(site, page, version, locale)) ?? this.files.text(site, page, version, locale);
  }
}
