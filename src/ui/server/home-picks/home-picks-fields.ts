/** The pick form's fields, as posted and as a refused post brings them back (dates as `datetime-local` values). */
export const HOME_PICK_FIELDS = ['job', 'kind', 'startsAt', 'endsAt'] as const;
export type HomePickFormValues = Partial<Record<(typeof HOME_PICK_FIELDS)[number], string>>;
