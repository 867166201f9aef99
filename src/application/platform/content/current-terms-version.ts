import { currentLegalVersion } from '../../../domain/content/legal-document';
import type { LegalDocumentSource } from './legal-document-source.port';

/**
 * The version of the site's terms page in force at `now` (the date its file is named after), or null when
 * the site has no terms yet. Accepting the terms dialog accepts this version; a newer file asks again.
 */
export async function currentTermsVersion(source: LegalDocumentSource, site: string, now: Date): Promise<string | null> {
  return currentLegalVersion(await source.versions(site, 'terms'), now);
}
