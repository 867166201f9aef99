import type {
  DirectoryEntry,
  DirectoryRequest,
  DirectoryResult,
  DirectoryTaxonomy,
} from '../../../domain/organization/organization-directory';
import type { Locale } from '../../../domain/shared/locale';
import type { SiteKey } from '../../../domain/site/site-config';

export interface DirectoryScope {
  readonly site: SiteKey;
  /** Labels of the industries and facet values in this language (German where none). */
  readonly locale: Locale;
  readonly pageSize: number;
}

/**
 * The organizations a directory lists: published profiles only, this site's featured ones first, then
 * by name; facet counts as a multi-select needs them (each facet counted without its own selection).
 */
export interface OrganizationDirectoryIndex {
  search(request: DirectoryRequest, scope: DirectoryScope): Promise<DirectoryResult>;
  /** Terms of the three directory vocabularies, with labels and aliases in every language. */
  terms(): Promise<DirectoryTaxonomy>;
  /** The site's featured published organizations in their order, at most `limit`. */
  featured(scope: { readonly site: SiteKey; readonly locale: Locale }, limit: number): Promise<readonly DirectoryEntry[]>;
}
