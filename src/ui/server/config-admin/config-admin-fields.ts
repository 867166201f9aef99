/** The entry form's fields, as posted and as a refused post brings them back. */
export const ENTRY_FIELDS = ['key', 'name', 'value', 'everySite'] as const;
export type EntryFormValues = Partial<Record<(typeof ENTRY_FIELDS)[number], string>>;
