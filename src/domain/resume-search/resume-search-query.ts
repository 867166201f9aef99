import { CAREER_STATUSES, type CareerStatus } from '../resume/resume';
import { isResumeLanguageCode } from '../resume/resume-languages';
import { resumePlaceFilter, type RawResumePlace, type ResumePlaceFilter } from './resume-place-filter';
import { isEntityId } from '../shared/entity-id';

/*
 * What a recruiter asks the resume search: words, facet choices and a page. Facets are multi-select:
 * values of one facet are alternatives (OR), facets together narrow (AND). The field-of-study facet is
 * off in this product, so it is not offered.
 */

export const RESUME_FACETS = ['careerStatus', 'languages', 'skills', 'occupations'] as const;
export type ResumeFacet = (typeof RESUME_FACETS)[number];

export interface ResumeSearchQuery {
  readonly keywords: string;
  readonly careerStatus: readonly CareerStatus[];
  /** ISO 639-1 codes of the resume language list. */
  readonly languages: readonly string[];
  readonly skills: readonly string[];
  /** Term ids of the occupations vocabulary. */
  readonly occupations: readonly string[];
  /** Where the resumes' owners want to work: around a town, or in a federal state or country; null for anywhere. */
  readonly place: ResumePlaceFilter | null;
  /** 1-based. */
  readonly page: number;
}

export const RESUME_SEARCH_LIMITS = {
  keywords: 200,
  valuesPerFacet: 30,
  skillLength: 100,
  maxPage: 1000,
} as const;

export interface ResumeSearchProblem {
  readonly field: 'keywords' | ResumeFacet | 'place' | 'page';
  readonly problem: 'TOO_LONG' | 'TOO_MANY' | 'UNKNOWN_VALUE' | 'OUT_OF_RANGE';
}

export interface RawResumeSearch {
  readonly keywords?: string | null;
  readonly careerStatus?: readonly string[] | null;
  readonly languages?: readonly string[] | null;
  readonly skills?: readonly string[] | null;
  readonly occupations?: readonly string[] | null;
  readonly place?: RawResumePlace | null;
  readonly page?: number | null;
}

const isCareerStatus = (v: string): v is CareerStatus => (CAREER_STATUSES as readonly string[]).includes(v);
const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * The query, or every problem: an unknown value of a closed list (career status, language), a malformed
 * occupation id, too many values, a page out of range. Nothing is silently dropped: a recruiter who
 * filtered by something the search does not know would otherwise get an unfiltered list.
 */
export function resumeSearchQuery(
  raw: RawResumeSearch,
): { ok: true; value: ResumeSearchQuery } | { ok: false; problems: ResumeSearchProblem[] } {
  const problems: ResumeSearchProblem[] = [];
  const keywords = (raw.keywords ?? '').trim().replace(/\s+/g, ' ');
  if (keywords.length > RESUME_SEARCH_LIMITS.keywords) problems.push({ field: 'keywords', problem: 'TOO_LONG' });

  const facet = (field: ResumeFacet, values: readonly string[] | null | undefined, valid: (v: string) => boolean): string[] => {
    const list = unique((values ?? []).map((v) => v.trim()).filter((v) => v !== ''));
    if (list.length > RESUME_SEARCH_LIMITS.valuesPerFacet) problems.push({ field, problem: 'TOO_MANY' });
    else if (!list.every(valid)) problems.push({ field, problem: 'UNKNOWN_VALUE' });
    return list;
  };
  const careerStatus = facet('careerStatus', raw.careerStatus, isCareerStatus) as CareerStatus[];
  const languages = facet('languages', raw.languages, isResumeLanguageCode);
  const skills = facet('skills', raw.skills, (v) => v.length <= RESUME_SEARCH_LIMITS.skillLength);
  const occupations = facet('occupations', raw.occupations, isEntityId);

  const place = resumePlaceFilter(raw.place);
  if (!place.ok) problems.push({ field: 'place', problem: place.problem });

  const page = raw.page ?? 1;
  if (!Number.isSafeInteger(page) || page < 1 || page > RESUME_SEARCH_LIMITS.maxPage)
    problems.push({ field: 'page', problem: 'OUT_OF_RANGE' });

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { keywords, careerStatus, languages, skills, occupations, place: place.ok ? place.value : null, page } };
}

/** The same query without one facet's choices: the counts of that facet's values, as a multi-select needs them. */
export const withoutFacet = (query: ResumeSearchQuery, facet: ResumeFacet): ResumeSearchQuery => ({ ...query, [facet]: [] });
