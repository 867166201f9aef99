import { RESUME_FACETS, type ResumeFacet } from '../../domain/resume-search/resume-search-query';

/** The resume search's address: `?keywords=…&careerStatus=a&careerStatus=b&…&page=2`. */
export interface ResumeSearchParams {
  readonly keywords: string;
  readonly careerStatus: readonly string[];
  readonly languages: readonly string[];
  readonly skills: readonly string[];
  readonly occupations: readonly string[];
  readonly page: number;
}

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value])
    .slice(0, 60)
    .map((v) => String(v).slice(0, 200));

/** `validateSearch` of /resumes: the keys as given (judging values is the domain's job, on the platform). */
export function parseResumeSearch(search: Record<string, unknown>): ResumeSearchParams {
  const page = Number(search.page);
  return {
    keywords:
      typeof search.keywords === 'string'
        ? search.keywords.slice(0, 1000)
        : typeof search.keywords === 'number'
          ? String(search.keywords)
          : '',
    careerStatus: list(search.careerStatus),
    languages: list(search.languages),
    skills: list(search.skills),
    occupations: list(search.occupations),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The internal href of a search (the router localizes it). */
export function resumeSearchHref(params: ResumeSearchParams): string {
  const query = new URLSearchParams();
  if (params.keywords) query.set('keywords', params.keywords);
  for (const facet of RESUME_FACETS) for (const v of params[facet]) query.append(facet, v);
  if (params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `/resumes?${text}` : '/resumes';
}

export const withFacetValue = (params: ResumeSearchParams, facet: ResumeFacet, value: string): ResumeSearchParams => ({
  ...params,
  [facet]: params[facet].includes(value) ? params[facet].filter((v) => v !== value) : [...params[facet], value],
  page: 1,
});
