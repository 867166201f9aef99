import type { SearchTaxonomy, SearchTerm, TermFacetField } from '../../src/domain/search/job-facets';

const term = (id: string, field: TermFacetField, de: string, en: string, fr: string, alias?: [string, string, string]): SearchTerm => ({
  id,
  field,
  label: { de, 'en-GB': en, fr },
  alias: alias ? { de: alias[0], 'en-GB': alias[1], fr: alias[2] } : { de: slug(de), 'en-GB': slug(en), fr: slug(fr) },
});

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A small facet vocabulary with the awkward cases: an alias two facets share, English = German aliases. */
export const TAXONOMY: SearchTaxonomy = [
  term('1', 'employmentType', 'Vollzeit', 'Full-time', 'Temps plein'),
  term('2', 'employmentType', 'Teilzeit', 'Part-time', 'Temps partiel'),
  term('3', 'employmentType', 'Ausbildung', 'Apprenticeship', 'Apprentissage'),
  term('10', 'remoteOptions', 'Remote', 'Remote', 'Télétravail'),
  term('11', 'remoteOptions', 'Hybrid', 'Hybrid', 'Hybride'),
  term('20', 'industry', 'Logistik', 'Logistics', 'Logistique'),
  term('21', 'industry', 'Gesundheitswesen', 'Healthcare', 'Santé'),
  term('30', 'occupations', 'Logistik', 'Logistics', 'Logistique'),
  term('31', 'occupations', 'Pflege', 'Nursing', 'Soins'),
  term('32', 'occupations', 'Softwareentwicklung', 'Software development', 'Développement logiciel'),
  term('40', 'yearsOfExperience', 'Berufseinsteiger', 'Entry level', 'Débutant'),
  term('41', 'yearsOfExperience', '1–3 Jahre', '1–3 years', '1 à 3 ans'),
];
