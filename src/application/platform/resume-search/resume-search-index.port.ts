import type { CareerStatus } from '../../../domain/resume/resume';
import type { ResumeFacet, ResumeSearchQuery } from '../../../domain/resume-search/resume-search-query';
import type { Translated } from '../../../domain/shared/locale';

/** What a search card shows: only what the anonymous view shows. */
export interface ResumeCard {
  /** The resume's public id (pages and links name it; the account's id never leaves the platform). */
  readonly id: string;
  readonly headline: string;
  readonly desiredLocation: string;
  readonly careerStatus: CareerStatus | null;
  readonly languages: readonly string[];
  readonly skills: readonly string[];
  readonly occupations: readonly { readonly id: string; readonly label: Translated }[];
  readonly updatedAt: Date;
}

export interface ResumeFacetCount {
  readonly facet: ResumeFacet;
  readonly value: string;
  /** Term label for occupations; null where the value is its own label or the board translates it. */
  readonly label: Translated | null;
  readonly count: number;
}

export interface ResumeSearchPage {
  readonly total: number;
  /** The total is an estimate from a sample (large sets only). */
  readonly totalEstimated: boolean;
  /** The facet counts are estimates from a sample (large sets only). */
  readonly estimated: boolean;
  readonly items: readonly ResumeCard[];
  readonly facets: readonly ResumeFacetCount[];
}

/** The search over resumes an organization may see: hidden ones and those blocking it never count. */
export interface ResumeSearchIndex {
  search(query: ResumeSearchQuery, viewer: { readonly organizationId: string }, perPage: number): Promise<ResumeSearchPage>;
  /** The owner of the resume with this public id, or null (also for a malformed id). */
  ownerOf(publicId: string): Promise<string | null>;
  /** The public id of a user's resume, or null while it has none. */
  publicIdOf(ownerId: string): Promise<string | null>;
  /** The labels of the occupation terms among the ids. */
  occupationLabels(ids: readonly string[]): Promise<ReadonlyMap<string, Translated>>;
  /** Which of the ids name occupation terms. */
  knownOccupations(ids: readonly string[]): Promise<readonly string[]>;
  /** Resumes the organization may see that match and became findable after `since`, newest first. */
  listedSince(
    query: ResumeSearchQuery,
    viewer: { readonly organizationId: string },
    since: Date,
    limit: number,
  ): Promise<readonly ResumeCard[]>;
}
