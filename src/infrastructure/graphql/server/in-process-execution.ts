import type { ExecutionResult } from 'graphql';
import { processRegularResult } from 'graphql-yoga';
import type { PlatformYoga } from './create-platform-yoga';

/*
 * The platform API for a caller in the same process: the board's server-side rendering when no
 * GRAPHQL_URL or PLATFORM_URL sends it elsewhere. An operation runs through the same yoga instance as
 * one posted to /graphql (its plugins, context, limits of the query, error masking and logging), and
 * the answer is what /graphql would send a client asking for JSON: the status and the body. What is
 * left out is the HTTP around it, which cost the board about a tenth of a search page's CPU: a request
 * built and read back as a stream, its body parsed, a response built and read back as a stream.
 * Left out with it are the hooks that guard the network (CSRF prevention, body limits, hiding schema
 * hints from outsiders); uploads still go over yoga.fetch.
 */

/** One operation, as a POST body to /graphql carries it. */
export interface GraphqlParams {
  readonly query: string;
  readonly operationName?: string;
  readonly variables?: Record<string, unknown>;
}

/** What /graphql would answer: its status and JSON text. */
export interface PlatformAnswer {
  readonly status: number;
  readonly body: string;
}

/** Runs one operation for `request`, whose headers say who asks, on which site and in which locale. */
export type InProcessExecute = (request: Request, params: GraphqlParams) => Promise<PlatformAnswer>;

/** Keeps what yoga's JSON result processor would put into a Response (given to it as fetchAPI.Response). */
class KeptAnswer implements PlatformAnswer {
  readonly status: number;
  constructor(
    readonly body: string,
    init: { readonly status?: number },
  ) {
    this.status = init.status ?? 200;
  }
}

const KEEPING = { Response: KeptAnswer } as unknown as Parameters<typeof processRegularResult>[1];

export function inProcessExecution(yoga: PlatformYoga): InProcessExecute {
  return async (request, params) => {
    const result = await yoga.getResultForParams({ params: params as never, request }, {} as never);
    return processRegularResult(result as ExecutionResult, KEEPING, 'application/json') as unknown as PlatformAnswer;
  };
}
