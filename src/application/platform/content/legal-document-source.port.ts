import type { LegalPage } from '../../../domain/content/legal-document';
import type { Locale } from '../../../domain/shared/locale';

/** Where the legal pages' wordings come from (the sites' files today; the staff console later). */
export interface LegalDocumentSource {
  /** Every version (`YYYY-MM-DD`) of a page the site has, in any language. */
  versions(site: string, page: LegalPage): Promise<readonly string[]>;
  /** The wording of one version in one language (HTML, untrusted), or null when there is none. */
  text(site: string, page: LegalPage, version: string, locale: Locale): Promise<string | null>;
}
