import type { BoardContext } from '../../../application/board/board-context';
import { ServerError } from '@apollo/client/errors';
import { ApolloLink } from '@apollo/client/link';
import { print } from '@apollo/client/utilities';
import { Observable } from 'rxjs';
import type { InProcessExecute, PlatformAnswer } from '../server/in-process-execution';

/*
 * The board's link to a platform in its own process (in-process-execution.ts). An answer is read as
 * BatchHttpLink reads one from HTTP: a status of 300 or more is Apollo's ServerError "Response not
 * successful: Received status code N", JSON without data and errors a "malformed" ServerError, so the
 * gateways and runOperation meet the same answers in both topologies.
 *
 * Operations of one board request issued together (in the same turn of the event loop, before any of
 * them is answered) share one platform request, as a batch shares one POST: one context, one session
 * check. Operations issued later get a request of their own and so see what an earlier mutation changed
 * (a signed-out session, new roles).
 */
export function inProcessLink(uri: string, execute: InProcessExecute): ApolloLink {
  const current = new WeakMap<BoardContext, Request>();
  const requestFor = (board: BoardContext | undefined, headers: Record<string, string>): Request => {
    const shared = board ? current.get(board) : undefined;
    if (shared) return shared;
    const request = new Request(uri, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' } });
    if (board) {
      current.set(board, request);
      setImmediate(() => current.delete(board));
    }
    return request;
  };
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const context = operation.getContext() as { board?: BoardContext; headers?: Record<string, string> };
        const request = requestFor(context.board, context.headers ?? {});
        const answered = () => {
          if (context.board && current.get(context.board) === request) current.delete(context.board);
        };
        execute(request, { query: print(operation.query), operationName: operation.operationName, variables: operation.variables })
          .finally(answered)
          .then((answer) => {
            observer.next(asApolloReadsIt(answer, operation.operationName ?? 'anonymous'));
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

function asApolloReadsIt(answer: PlatformAnswer, operationName: string): ApolloLink.Result {
  const response = () => new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  if (answer.status >= 300)
    throw new ServerError(`Response not successful: Received status code ${answer.status}`, {
      response: response(),
      bodyText: answer.body,
    });
  const result = JSON.parse(answer.body) as ApolloLink.Result;
  if (!Object.hasOwn(result, 'data') && !Object.hasOwn(result, 'errors'))
    throw new ServerError(`Server response was malformed for query '${operationName}'.`, { response: response(), bodyText: answer.body });
  return result;
}
