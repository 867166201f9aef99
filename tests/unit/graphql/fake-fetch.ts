/** A fetch stand-in that records every call and answers with a function of the parsed request. */
export interface RecordedCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  /** Parsed JSON for JSON bodies, the FormData for multipart bodies. */
  readonly body: unknown;
}

export type Answer = (call: RecordedCall) => Response | Promise<Response>;

export const json = (value: unknown, status = 200): Response =>
  new Response(typeof value === 'string' ? value : JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** Answers each operation of a batch (or a single operation) with `{ data }` from `dataFor`. */
export const answerEach =
  (dataFor: (op: { operationName: string; variables: Record<string, unknown> }) => unknown): Answer =>
  (call) => {
    const ops = call.body as
      | Array<{ operationName: string; variables: Record<string, unknown> }>
      | { operationName: string; variables: Record<string, unknown> };
    return json(Array.isArray(ops) ? ops.map((op) => ({ data: dataFor(op) })) : { data: dataFor(ops) });
  };

export function fakeFetch(answer: Answer) {
  const calls: RecordedCall[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const raw = init?.body;
    const body = raw instanceof FormData ? raw : typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call: RecordedCall = { url: String(input), method: init?.method ?? 'GET', headers, body };
    calls.push(call);
    return answer(call);
  }) as typeof fetch;
  return { fetch: fetchFn, calls };
}
