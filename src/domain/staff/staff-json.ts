/** A JSON value as the staff action log keeps it (the before and after of a change). */
export type StaffJson = string | number | boolean | null | readonly StaffJson[] | { readonly [key: string]: StaffJson };
