import type { LegalVersionDraft } from '../../../domain/content/legal-version-draft';
import type { LegalDocumentSource } from '../content/legal-document-source.port';
import type { StaffActionEntry } from '../staff/staff-action-log.port';

/**
 * The legal pages' wordings published from the console. As a LegalDocumentSource it answers only what
 * was stored; the platform reads it together with the sites' files.
 */
export interface LegalVersionStore extends LegalDocumentSource {
  /**
   * Stores the wording (replacing the same page, language and version), published by the audit entry's
   * actor, and the staff action in one
   * transaction. Publications of one site's page run one after the other; 'OLDER_THAN_NEWEST' when a
   * later version of the page was stored meanwhile (nothing is written then).
   */
  publish(site: string, draft: LegalVersionDraft, audit: StaffActionEntry): Promise<'PUBLISHED' | 'OLDER_THAN_NEWEST'>;
}
