import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER } from './visitor-address';

/** Hand a request to the platform and its answer back, as they are. */
export interface PlatformProxy {
  forward(request: Request): Promise<Response>;
}

/** Connection-level headers (RFC 9110 §7.6.1): they describe one hop, never the forwarded message. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** Only the board names the visitor's address: what a visitor sends under these names is dropped. */
const ADDRESS_HEADERS = new Set([CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER]);

/**
 * The board-only process's way to the platform's own HTTP endpoints (sessions, accounts, personal data,
 * files, feeds, health). Built on node:http rather than fetch because the platform must see the
 * visitor's Host: its same-origin checks, cookies and links are made for the site's address, not the
 * internal one (fetch always sends the target's Host). Bodies stream both ways: an upload or a download
 * is never held in memory here, and the platform bounds what it reads.
 */
export function createPlatformProxy(
  platformUrl: string,
  options: {
    timeoutMs?: number;
    /** The visitor's address as the board sees it, with the board's proof: the platform limits by it. */
    clientAddress?: (request: Request) => { address: string; proof: string } | null;
  } = {},
): PlatformProxy {
  const target = new URL(platformUrl);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const timeoutMs = options.timeoutMs ?? 60_000;

  return {
    forward(request) {
      const url = new URL(request.url);
      const headers: Record<string, string> = {};
      for (const [name, value] of request.headers) if (!HOP_BY_HOP.has(name) && !ADDRESS_HEADERS.has(name)) headers[name] = value;
      const visitor = options.clientAddress?.(request);
      if (visitor) {
        headers[CLIENT_ADDRESS_HEADER] = visitor.address;
        headers[CLIENT_ADDRESS_PROOF_HEADER] = visitor.proof;
      }
      headers.host = url.host;
      headers['x-forwarded-proto'] = url.protocol.replace(':', '');
      // The board compresses what it sends on; a compressed answer from the platform would be compressed twice.
      headers['accept-encoding'] = 'identity';
      const hasBody = request.body !== null && request.method !== 'GET' && request.method !== 'HEAD';
      if (hasBody && !headers['content-length']) headers['transfer-encoding'] = 'chunked';

      return new Promise<Response>((resolve, reject) => {
        const outgoing = send(
          {
            protocol: target.protocol,
            hostname: target.hostname,
            port: target.port,
            method: request.method,
            path: `${target.pathname.replace(/\/$/, '')}${url.pathname}${url.search}`,
            headers,
            timeout: timeoutMs,
            signal: request.signal,
          },
          (incoming) => resolve(toResponse(incoming, request.method)),
        );
        outgoing.once('timeout', () => outgoing.destroy(new Error(`platform did not answer within ${timeoutMs} ms`)));
        outgoing.once('error', reject);
        if (hasBody && request.body) Readable.fromWeb(request.body as never).pipe(outgoing);
        else outgoing.end();
      });
    },
  };
}

function toResponse(incoming: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  const status = incoming.statusCode ?? 502;
  const empty = status === 204 || status === 304 || method === 'HEAD';
  return new Response(empty ? null : (Readable.toWeb(incoming) as ReadableStream), {
    status,
    statusText: incoming.statusMessage,
    headers,
  });
}
