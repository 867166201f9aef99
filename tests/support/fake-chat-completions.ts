import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers the next requests (until told otherwise). */
export type ChatScenario =
  /** Streams the pieces as chunks, `delayMs` apart, then `[DONE]`. */
  | { readonly kind: 'chunks'; readonly pieces: readonly string[]; readonly delayMs?: number }
  /** An error status with a JSON body, as providers answer a bad key or an overload. */
  | { readonly kind: 'error'; readonly status: number }
  /** A 200 HTML page, as a proxy or a captive portal answers. */
  | { readonly kind: 'html' }
  /** The pieces, then the connection closes without `[DONE]`. */
  | { readonly kind: 'cut'; readonly pieces: readonly string[] }
  /** The pieces, then nothing more while the connection stays open. */
  | { readonly kind: 'stall'; readonly pieces: readonly string[] }
  /** No answer at all (not even headers) while the connection stays open. */
  | { readonly kind: 'silent' };

export interface FakeChatServer {
  /** Base URL to configure as AI_BASE_URL (`http://127.0.0.1:{port}/v1`). */
  readonly baseUrl: string;
  /** The bodies and Authorization headers it received, oldest first. */
  readonly received: Array<{ body: Record<string, unknown>; authorization: string | null }>;
  /** How many streams the asker stopped before they ended (the connection closed by the client). */
  readonly aborted: () => number;
  answer(scenario: ChatScenario): void;
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A local stand-in for an OpenAI-compatible `POST /v1/chat/completions` with `stream: true`: it speaks
 * the server-sent-events protocol the adapter reads, and can misbehave in each way a real endpoint does.
 */
export async function startFakeChatServer(port = 0): Promise<FakeChatServer> {
  let scenario: ChatScenario = { kind: 'chunks', pieces: ['<p>Hello</p>'] };
  const received: FakeChatServer['received'] = [];
  const open = new Set<ServerResponse>();
  let aborted = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const raw: Buffer[] = [];
    for await (const part of req) raw.push(part as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    received.push({
      body: JSON.parse(Buffer.concat(raw).toString('utf8')) as Record<string, unknown>,
      authorization: req.headers.authorization ?? null,
    });
    const current = scenario;
    let finished = false;
    res.once('close', () => {
      open.delete(res);
      if (!finished) aborted += 1;
    });
    open.add(res);
    switch (current.kind) {
      case 'error':
        finished = true;
        res.writeHead(current.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error', code: null } }));
        return;
      case 'html':
        finished = true;
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Gateway</title><h1>Bad gateway</h1>');
        return;
      case 'silent':
        return;
      default:
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
    res.flushHeaders();
    for (const piece of current.pieces) {
      if (res.destroyed) return;
      res.write(chunk(piece));
      if (current.kind === 'chunks' && current.delayMs) await wait(current.delayMs);
    }
    if (current.kind === 'chunks') {
      finished = true;
      res.end('data: [DONE]\n\n');
    } else if (current.kind === 'cut') {
      finished = true;
      // Let the pieces reach the client, then drop the connection mid-answer (no `[DONE]`, no clean end).
      await wait(50);
      res.destroy();
    }
    // 'stall': keep the connection open and say nothing more.
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${actual}/v1`,
    received,
    aborted: () => aborted,
    answer(next) {
      scenario = next;
    },
    async close() {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
