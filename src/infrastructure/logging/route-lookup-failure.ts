import type { Logger } from 'pino';

/**
 * The log of a failed route lookup: the page kind and the error's text only, since the request's visitor
 * and session must not be named. The page is shown anyway, with its canonical link only.
 */
export const logRouteLookupFailure =
  (logger: Logger, page: 'job' | 'landing' | 'organization') =>
  (error: unknown): void =>
    logger.warn(
      {
        component: 'routing',
        code: 'ROUTE_LOOKUP_FAILED',
        page,
        error: error instanceof Error ? error.message.slice(0, 200) : 'unknown',
      },
      'route lookup failed; page shown with its canonical link only',
    );
