import { z } from 'zod';
import type { BoardImporter, BoardImporterInput, BoardImporterMapping } from '../../application/board/job-import/job-import-gateway.port';
import { IMPORT_FORMATS, MAPPED_VOCABULARIES, type MappedVocabulary } from '../../domain/job-import/importer';
import { ENTITY_ID } from '../../domain/shared/entity-id';

/*
 * The importer form without JavaScript: plain fields, and per vocabulary a textarea of rules, one a
 * line, `source label = board term` (the term by its label as the form lists it, or its id), and a
 * default term. What was typed travels back as these same strings when the platform refuses it.
 */

export const IMPORTER_TEXT_FIELDS = [
  'name',
  'organizationId',
  'sourceUrl',
  'format',
  'intervalHours',
  'followReview',
  'enabled',
  ...MAPPED_VOCABULARIES.map((v) => `rules_${v}`),
  ...MAPPED_VOCABULARIES.map((v) => `default_${v}`),
] as const;
export type ImporterTypedValues = Partial<Record<(typeof IMPORTER_TEXT_FIELDS)[number], string>>;

const schema = z.object({
  name: z.string().max(400),
  organizationId: z.string().regex(ENTITY_ID),
  sourceUrl: z.string().trim().max(2000),
  format: z.enum(IMPORT_FORMATS),
  intervalHours: z.coerce.number().int().min(0).max(100_000),
});

type Term = { readonly id: string; readonly vocabulary: string; readonly label: string };

/** The form's fields as the platform's input, or the fields that cannot be read (with their codes). */
export function readImporterForm(
  fields: Record<string, string>,
  terms: readonly Term[],
): { ok: true; input: BoardImporterInput } | { ok: false; problems: Array<{ field: string; code: string }> } {
  const problems: Array<{ field: string; code: string }> = [];
  const parsed = schema.safeParse(fields);
  if (!parsed.success) for (const issue of parsed.error.issues) problems.push({ field: String(issue.path[0]), code: 'INVALID_INPUT' });
  const mapping: BoardImporterMapping[] = [];
  for (const vocabulary of MAPPED_VOCABULARIES) {
    const own = terms.filter((t) => t.vocabulary === vocabulary);
    const find = (text: string) => own.find((t) => t.id === text || t.label.toLocaleLowerCase() === text.toLocaleLowerCase());
    const rules: Array<{ source: string; termId: string }> = [];
    for (const line of (fields[`rules_${vocabulary}`] ?? '').split(/\r?\n/)) {
      if (line.trim() === '') continue;
      const at = line.lastIndexOf('=');
      const term = at > 0 ? find(line.slice(at + 1).trim()) : undefined;
      if (!term || line.slice(0, at).trim() === '') {
        problems.push({ field: `mapping.${vocabulary}`, code: 'RULE_INVALID' });
        break;
      }
      rules.push({ source: line.slice(0, at).trim(), termId: term.id });
    }
    const fallback = fields[`default_${vocabulary}`] ?? '';
    mapping.push({ vocabulary, rules, defaultTermIds: fallback && find(fallback) ? [fallback] : [] });
  }
  if (!parsed.success || problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      ...parsed.data,
      name: parsed.data.name,
      followReview: fields.followReview === 'on',
      enabled: fields.enabled === 'on',
      mapping,
    },
  };
}

/** The form's strings for a stored importer (or a new one's defaults). */
export function importerFormValues(importer: BoardImporter | null, terms: readonly Term[]): ImporterTypedValues {
  const label = (id: string) => terms.find((t) => t.id === id)?.label ?? id;
  const values: Record<string, string> = {
    name: importer?.name ?? '',
    organizationId: importer?.organizationId ?? '',
    sourceUrl: importer?.sourceUrl ?? '',
    format: importer?.format ?? 'indeed_xml',
    intervalHours: String(importer?.intervalHours ?? 24),
    followReview: importer?.followReview ? 'on' : '',
    enabled: importer === null || importer.enabled ? 'on' : '',
  };
  for (const vocabulary of MAPPED_VOCABULARIES) {
    const m = importer?.mapping.find((x) => x.vocabulary === vocabulary);
    values[`rules_${vocabulary}`] = (m?.rules ?? []).map((r) => `${r.source} = ${label(r.termId)}`).join('\n');
    values[`default_${vocabulary}`] = m?.defaultTermIds[0] ?? '';
  }
  return values as ImporterTypedValues;
}

export const vocabularyField = (vocabulary: MappedVocabulary) => `mapping.${vocabulary}`;
