import type { Vocabulary } from '../job/taxonomy';
import type { Locale, Translated } from '../shared/locale';

/** The six job facets, in display order. All are multi-select with OR inside a facet. */
export const JOB_FACET_FIELDS = ['remoteOptions', 'employmentType', 'industry', 'occupations', 'yearsOfExperience', 'company'] as const;
export type JobFacetField = (typeof JOB_FACET_FIELDS)[number];

/** Facets whose values are taxonomy terms; `company` values are organizations. */
export type TermFacetField = Exclude<JobFacetField, 'company'>;

export const isJobFacetField = (value: unknown): value is JobFacetField =>
  typeof value === 'string' && (JOB_FACET_FIELDS as readonly string[]).includes(value);

export const isTermFacetField = (value: unknown): value is TermFacetField => isJobFacetField(value) && value !== 'company';

/** The vocabulary behind each term facet. */
export const FACET_VOCABULARY: Readonly<Record<TermFacetField, Vocabulary>> = {
  remoteOptions: 'remoteOptions',
  employmentType: 'employmentType',
  industry: 'industry',
  occupations: 'occupations',
  yearsOfExperience: 'yearsOfExperience',
};

/**
 * Facets that may stand in the path (`/jobs/softwareentwicklung/vollzeit`), most telling first.
 * "SEO clean facets: jobs 2": at most {@link MAX_PATH_FACETS} of them, each with exactly one value.
 * Companies stay in the query: their names are not part of the taxonomy.
 */
export const PATH_FACET_ORDER: readonly TermFacetField[] = [
  'occupations',
  'employmentType',
  'industry',
  'remoteOptions',
  'yearsOfExperience',
];
export const MAX_PATH_FACETS = 2;

/** Facet limit 100, min_count 1. */
export const FACET_LIMIT = 100;
export const FACET_MIN_COUNT = 1;
/** A facet with more values than this gets an autocomplete in the panel. */
export const FACET_AUTOCOMPLETE_THRESHOLD = 30;

/** Titles the platform answers with each facet entry. */
export const FACET_TITLES: Readonly<Record<JobFacetField, Translated>> = {
  remoteOptions: { de: 'Homeoffice', 'en-GB': 'Remote work', fr: 'Télétravail' },
  employmentType: { de: 'Anstellungsart', 'en-GB': 'Employment type', fr: 'Type de contrat' },
  industry: { de: 'Branche', 'en-GB': 'Industry', fr: 'Secteur' },
  occupations: { de: 'Berufsfeld', 'en-GB': 'Occupation', fr: 'Métier' },
  yearsOfExperience: { de: 'Berufserfahrung', 'en-GB': 'Experience', fr: 'Expérience' },
  company: { de: 'Arbeitgeber', 'en-GB': 'Employer', fr: 'Employeur' },
};

/** A term a facet may filter by, with its label and URL alias in every language the platform has. */
export interface SearchTerm {
  readonly id: string;
  readonly field: TermFacetField;
  readonly label: Translated;
  readonly alias: Translated;
}

/** The facet vocabulary the builder needs to read and write path segments (passed in: no I/O here). */
export type SearchTaxonomy = readonly SearchTerm[];

/**
 * The taxonomy with the labels and aliases of `locales` only (German kept: it stands in for a missing
 * translation). A search page carries its taxonomy to the browser, where only the site's languages are
 * ever written into a URL; a one-language site sends a third of it.
 */
export function taxonomyIn(taxonomy: SearchTaxonomy, locales: readonly Locale[]): SearchTaxonomy {
  const only = (value: Translated): Translated => {
    const kept: { de: string } & Partial<Record<Locale, string>> = { de: value.de };
    for (const locale of locales) if (value[locale] !== undefined) kept[locale] = value[locale];
    return kept;
  };
  return taxonomy.map((term) => ({ ...term, label: only(term.label), alias: only(term.alias) }));
}
