/** The new wording form's fields, as posted and as a refused post brings them back (the info's id says which form). */
export const REVISION_FIELDS = ['infoId', 'textDe', 'textEn', 'textFr', 'effectiveAt'] as const;
export type RevisionFormValues = Partial<Record<(typeof REVISION_FIELDS)[number], string>>;

/** `2026-03-01T09:30` as a datetime-local field sends it, read as UTC (the form's label says so); empty: at once. */
export function effectiveAtOf(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? `${text}:00Z` : text;
}
