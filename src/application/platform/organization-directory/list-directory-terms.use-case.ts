import type { DirectoryTaxonomy } from '../../../domain/organization/organization-directory';
import type { OrganizationDirectoryIndex } from './organization-directory-index.port';

/** The directory's facet vocabulary, for boards that write and read its clean paths. */
export class ListDirectoryTerms {
  constructor(private readonly index: OrganizationDirectoryIndex) {}

  execute(): Promise<DirectoryTaxonomy> {
    return this.index.terms();
  }
}
