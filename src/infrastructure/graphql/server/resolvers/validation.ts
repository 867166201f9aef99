import { z } from 'zod';
import { MAX_PAGE } from '../../../../domain/job/paging';
import type { RequestContext } from '../../../../domain/shared/request-context';
import { badUserInput } from '../expected-error';

/** One readable line from zod issues, naming the argument path ("range.last must be …"). */
export function issuesMessage(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      return issue.message.startsWith(path) || !path ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * `range: RangeInput` of a paged list (first = (page-1)·size, last = size): pages are aligned
 * and bounded, so a range always names one page of at most `maxPageSize`.
 */
export function pagedRangeArg(maxPageSize: number) {
  return z
    .object({
      first: z.number().int().min(0, 'range.first must not be negative'),
      last: z
        .number()
        .int()
        .min(1, `range.last must be between 1 and ${maxPageSize}`)
        .max(maxPageSize, `range.last must be between 1 and ${maxPageSize}`),
    })
    .refine((r) => r.first % r.last === 0, 'range.first must be a multiple of range.last (pages are aligned)')
    .refine((r) => r.first / r.last < MAX_PAGE, `range.first is past the last page (${MAX_PAGE})`);
}

/**
 * The arguments as the use case takes them. The schema already checked their types; zod adds what it
 * cannot say (lengths, formats, limits) and answers BAD_USER_INPUT naming the argument.
 */
export function parseArgs<T>(schema: z.ZodType<T>, args: unknown): T {
  const parsed = schema.safeParse(args);
  if (!parsed.success) throw badUserInput(issuesMessage(parsed.error));
  return parsed.data;
}

/** The page a paged range names (ranges are aligned, see pagedRangeArg). */
export const pageOf = (range: { first: number; last: number }) => ({ page: range.first / range.last + 1, pageSize: range.last });

/**
 * Whether a signed-in user is asking. Operations only users may call ask this before their arguments
 * are judged: a guest's malformed call is told UNAUTHENTICATED, like a well-formed one, and learns
 * nothing about what the input should be. The use case checks the actor again.
 */
export const signedIn = (ctx: { readonly requestContext: RequestContext }): boolean => ctx.requestContext.actor.kind === 'user';
