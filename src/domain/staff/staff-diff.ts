/*
 * Before and after of a staff action as rows a reader compares: one row per field that changed, was
 * added or went away. Nested values are shown as written (JSON), not walked: the log records the
 * changed fields of one object, so a field is what a reader thinks in.
 */

export interface FieldChange {
  readonly field: string;
  /** JSON text of the value, or null when the field was not there. */
  readonly before: string | null;
  readonly after: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | null => (v === undefined ? null : JSON.stringify(v));

/** The changed fields, sorted by name; a value that is not an object is one field named `value`. */
export function fieldChanges(before: unknown, after: unknown): readonly FieldChange[] {
  const b = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const a = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return fields.map((field) => ({ field, before: text(b[field]), after: text(a[field]) })).filter((c) => c.before !== c.after);
}
