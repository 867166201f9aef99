import type { SearchTaxonomy } from '../../../domain/search/job-facets';
import type { JobIndex } from './job-index.port';

/** The facet vocabulary with every label and alias: the board reads and writes path segments with it. */
export class ListSearchTerms {
  constructor(private readonly index: JobIndex) {}

  async execute(): Promise<SearchTaxonomy> {
    return this.index.terms();
  }
}
