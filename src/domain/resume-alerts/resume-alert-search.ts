import type { ResumeSearchQuery } from '../resume-search/resume-search-query';

/*
 * What a resume alert keeps of a search: the words and the facet choices, never the page (a digest
 * always lists the newest matches). Stored as a JSON object and read back through the same rules as a
 * typed search, so an alert saved under older rules is refused rather than run unfiltered.
 */
export type ResumeAlertSearch = Omit<ResumeSearchQuery, 'page'>;

export const resumeAlertSearchOf = (query: ResumeSearchQuery): ResumeAlertSearch => ({
  keywords: query.keywords,
  careerStatus: query.careerStatus,
  languages: query.languages,
  skills: query.skills,
  occupations: query.occupations,
  place: query.place,
});

/** The alert's search as a query for its first page. */
export const queryOfResumeAlert = (search: ResumeAlertSearch): ResumeSearchQuery => ({ ...search, page: 1 });
