import type { z } from 'zod';

/** One readable line from zod issues, naming the argument path ("range.last must be …"). */
export function issuesMessage(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      return issue.message.startsWith(path) || !path ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}
