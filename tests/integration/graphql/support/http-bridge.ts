import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';

export interface RunningServer {
  /** e.g. http://127.0.0.1:54321/graphql */
  readonly graphqlUrl: string;
  readonly origin: string;
  close(): Promise<void>;
}

type FetchHandler = (request: Request) => Promise<Response> | Response;

function toRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const unread = !req.complete; // answered before the body was read (e.g. 413 by Content-Length)
  const headers = [...response.headers].flat();
  if (unread) headers.push('connection', 'close');
  res.writeHead(response.status, headers);
  if (unread) res.on('finish', () => req.destroy());
  if (response.body) {
    for await (const chunk of response.body) res.write(chunk);
  }
  res.end();
}

/** A real HTTP server on port 0 that bridges node:http to a fetch handler (yoga.fetch). */
export async function startHttpServer(handler: FetchHandler): Promise<RunningServer> {
  let origin = '';
  const server = createServer((req, res) => {
    Promise.resolve()
      .then(() => handler(toRequest(req, origin)))
      .then((response) => send(req, res, response))
      .catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`bridge error: ${(error as Error).message}`);
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    graphqlUrl: `${origin}/graphql`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
