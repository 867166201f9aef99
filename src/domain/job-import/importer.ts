import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import { isWebUrl } from '../job/job-posting';

/*
 * An importer keeps one organization's jobs in step with its applicant tracking system: where the feed
 * is, how to read it, how the source's categories become the board's terms, and how often to look.
 */

/**
 * The formats an importer reads. HR-XML / HR-JSON are left out: no maintained parser for them exists on
 * npm, and a hand-written one for a standard that large would be a liability.
 */
export const IMPORT_FORMATS = ['indeed_xml', 'json_ld_feed', 'json_ld_pages'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The vocabularies a source's categories are mapped to (the rest of the job's terms stay empty). */
export const MAPPED_VOCABULARIES = ['occupations', 'employmentType', 'remoteOptions', 'industry'] as const;
export type MappedVocabulary = (typeof MAPPED_VOCABULARIES)[number];

/** One source label (compared without case and surrounding spaces) → one board term. */
export interface CategoryRule {
  readonly source: string;
  readonly termId: string;
}

export interface VocabularyMapping {
  readonly rules: readonly CategoryRule[];
  /** Terms a job gets when none of its labels matched a rule (empty: none). */
  readonly defaultTermIds: readonly string[];
}

export type TaxonomyMapping = Readonly<Record<MappedVocabulary, VocabularyMapping>>;

/** Hours between scheduled runs. More often than hourly burdens the source; less than weekly lets jobs go stale. */
export const IMPORT_INTERVAL_MIN_HOURS = 1;
export const IMPORT_INTERVAL_MAX_HOURS = 168;
export const MAX_RULES_PER_VOCABULARY = 200;
export const SOURCE_LABEL_MAX = 200;
export const IMPORTER_NAME_MAX = 120;

export interface ImporterSettings {
  readonly name: string;
  readonly organizationId: string;
  /** The site the imported jobs are offered on (and whose review setting and slots apply). */
  readonly site: string;
  readonly sourceUrl: string;
  readonly format: ImportFormat;
  readonly mapping: TaxonomyMapping;
  readonly intervalHours: number;
  /** When on, new and changed jobs follow the site's review setting; when off, they go online directly. */
  readonly followReview: boolean;
  readonly enabled: boolean;
}

export interface Importer extends ImporterSettings {
  readonly id: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export const emptyMapping = (): TaxonomyMapping => ({
  occupations: { rules: [], defaultTermIds: [] },
  employmentType: { rules: [], defaultTermIds: [] },
  remoteOptions: { rules: [], defaultTermIds: [] },
  industry: { rules: [], defaultTermIds: [] },
});

export interface ImporterProblem {
  readonly field: string;
  readonly code: string;
}

/** Settings rules, whoever edits them (staff or the organization's owner). */
export function importerProblems(settings: ImporterSettings): ImporterProblem[] {
  const problems: ImporterProblem[] = [];
  const add = (field: string, code: string) => problems.push({ field, code });
  const name = settings.name.trim();
  if (name === '') add('name', 'NAME_REQUIRED');
  if (name.length > IMPORTER_NAME_MAX) add('name', 'NAME_TOO_LONG');
  if (!isWebUrl(settings.sourceUrl)) add('sourceUrl', 'SOURCE_URL_INVALID');
  if (!(IMPORT_FORMATS as readonly string[]).includes(settings.format)) add('format', 'FORMAT_UNKNOWN');
  if (
    !Number.isInteger(settings.intervalHours) ||
    settings.intervalHours < IMPORT_INTERVAL_MIN_HOURS ||
    settings.intervalHours > IMPORT_INTERVAL_MAX_HOURS
  )
    add('intervalHours', 'INTERVAL_OUT_OF_RANGE');
  for (const vocabulary of MAPPED_VOCABULARIES) {
    const { rules } = settings.mapping[vocabulary];
    if (rules.length > MAX_RULES_PER_VOCABULARY) add(`mapping.${vocabulary}`, 'TOO_MANY_RULES');
    if (rules.some((r) => normalizeLabel(r.source) === '' || r.source.length > SOURCE_LABEL_MAX || r.termId === ''))
      add(`mapping.${vocabulary}`, 'RULE_INVALID');
  }
  return problems;
}

export const validImporterSettings = (settings: ImporterSettings): Result<ImporterSettings, 'INVALID_IMPORTER'> =>
  importerProblems(settings).length === 0 ? ok(settings) : err('INVALID_IMPORTER');

/** How labels are compared: case, accents as written, runs of spaces and surrounding spaces ignored. */
export const normalizeLabel = (label: string): string => label.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de');

/**
 * The board terms for a job's source labels in one vocabulary: every rule that matches one of the
 * labels, else the vocabulary's defaults. Order of first match, no duplicates.
 */
export function mapLabels(labels: readonly string[], mapping: VocabularyMapping): string[] {
  const wanted = new Set(labels.map(normalizeLabel));
  const matched = [...new Set(mapping.rules.filter((r) => wanted.has(normalizeLabel(r.source))).map((r) => r.termId))];
  return matched.length > 0 ? matched : [...new Set(mapping.defaultTermIds)];
}

/**
 * "a, b; c" in one label is common in feeds (Indeed's `jobtype` is `fulltime, parttime`): split on
 * commas and semicolons, drop empties.
 */
export const splitLabels = (values: readonly string[]): string[] =>
  values
    .flatMap((v) => v.split(/[,;]/))
    .map((v) => v.trim())
    .filter((v) => v !== '');
