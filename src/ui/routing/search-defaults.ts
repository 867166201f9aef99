import { stripSearchParams } from '@tanstack/react-router';

/**
 * The `search` option of a route whose validator fills in defaults (page 1, no keywords). The router lays
 * the validated query over every link it builds and rewrites the address to match it, so a plain link to
 * /resumes became /resumes?keywords=&page=1. The defaults are what the validator makes of an empty query;
 * values equal to them are left out of links and addresses, and an old link that spells them out still
 * reads the same (its address is cleaned).
 */
export function withoutDefaults<T extends object>(validate: (search: Record<string, unknown>) => T) {
  const defaults = validate({});
  return { middlewares: [stripSearchParams<T>(defaults as never)] };
}
