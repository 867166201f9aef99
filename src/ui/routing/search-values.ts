import { isEntityId } from '../../domain/shared/entity-id';
/*
 * Readers of single query values for the routes' `validateSearch`, without zod: the route tree is part of
 * every page's first download, and these few checks are all it needs. Each reader answers the value when
 * it is acceptable and `undefined` otherwise (a bad value is dropped, never an error page), as zod's
 * `.optional().catch(undefined)` did.
 */

export type ValueReader<T> = (value: unknown) => T | undefined;

/** A string of at most `max` characters. */
export const textUpTo =
  (max: number): ValueReader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : undefined;

/** A string the whole of which matches `pattern` (anchor it). */
export const matching =
  (pattern: RegExp): ValueReader<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

/** A database id as its digits; the router reads `?job=12` as the number 12, so a number is taken too. */
export const anId: ValueReader<string> = (value) =>
  typeof value === 'string' && isEntityId(value)
    ? value
    : typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
      ? String(value)
      : undefined;

/** One of the given words. */
export const oneOf =
  <T extends string>(values: readonly T[]): ValueReader<T> =>
  (value) =>
    (values as readonly unknown[]).includes(value) ? (value as T) : undefined;

/** A page number from 1 to `max`, as a number or its digits (`?page=3` may arrive as either). */
export const pageUpTo =
  (max: number): ValueReader<number> =>
  (value) => {
    const page = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
    return Number.isInteger(page) && page >= 1 && page <= max && !(typeof value === 'string' && value.trim() === '') ? page : undefined;
  };

/**
 * A `validateSearch` from one reader per key. Every key is in the answer, `undefined` when absent or
 * refused: the router lays the validated values over the raw query, so a left-out key would let the raw
 * value through.
 */
export function searchReader<Shape extends Record<string, ValueReader<unknown>>>(
  shape: Shape,
): (search: Record<string, unknown>) => { [K in keyof Shape]?: ReturnType<Shape[K]> } {
  return (search) => {
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) out[key] = read(search[key]);
    return out as { [K in keyof Shape]?: ReturnType<Shape[K]> };
  };
}
