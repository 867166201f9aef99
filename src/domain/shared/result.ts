/** Expected failures are values with a stable `code`; bugs throw. */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<C extends string = string> = { readonly ok: false; readonly code: C; readonly message?: string };
export type Result<T, C extends string = string> = Ok<T> | Err<C>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <C extends string>(code: C, message?: string): Err<C> =>
  message === undefined ? { ok: false, code } : { ok: false, code, message };
