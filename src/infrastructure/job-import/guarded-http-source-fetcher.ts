import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ByteStream } from '../../application/platform/job-import/job-feed-parser.port';
import {
  type JobSourceFetcher,
  type SourceFailureCode,
  SourceReadError,
} from '../../application/platform/job-import/job-source-fetcher.port';
import { err, ok, type Result } from '../../domain/shared/result';
import { isPublicAddress } from './public-address';

export interface GuardedFetchOptions {
  /** Loopback and private ranges are refused unless this is set (the browser journeys serve their feed on 127.0.0.1). */
  readonly allowPrivateAddresses: boolean;
  /** Until the response's headers arrive. */
  readonly connectTimeoutMs: number;
  /** For the whole body: a source that trickles is cut off. */
  readonly totalTimeoutMs: number;
  readonly maxRedirects: number;
  readonly userAgent: string;
}

class ForbiddenAddress extends Error {
  readonly code = 'SOURCE_ADDRESS_FORBIDDEN';
}

/**
 * Resolves every address of the host and refuses the host when any of them is not public. The connection
 * uses the address checked here, so a name that resolves differently a moment later (DNS rebinding)
 * cannot slip a private address in between check and connect.
 */
const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = Array.isArray(addresses) ? addresses : [];
      if (list.length === 0) return callback(new Error(`${hostname} has no address`), '', 0);
      if (!allowPrivate && list.some((a) => !isPublicAddress(a.address)))
        return callback(new ForbiddenAddress(`${hostname} resolves to a private address`), '', 0);
      if (options.all) return callback(null, list);
      const [first] = list;
      return first ? callback(null, first.address, first.family) : callback(new Error('no address'), '', 0);
    });
  };

/** HTTP(S) GET of a job source with the guards a server fetching user-given URLs needs. */
export class GuardedHttpSourceFetcher implements JobSourceFetcher {
  constructor(private readonly options: GuardedFetchOptions) {}

  async open(url: string): Promise<Result<ByteStream, SourceFailureCode>> {
    const deadline = AbortSignal.timeout(this.options.totalTimeoutMs);
    let current = url;
    for (let hop = 0; hop <= this.options.maxRedirects; hop++) {
      const response = await this.get(current, deadline);
      if (!response.ok) return response;
      const { statusCode = 0, headers } = response.value;
      if (statusCode >= 300 && statusCode < 400 && headers.location) {
        response.value.resume();
        current = new URL(headers.location, current).toString();
        continue;
      }
      if (statusCode !== 200) {
        response.value.resume();
        return err('SOURCE_HTTP_STATUS', `HTTP ${statusCode}`);
      }
      return ok(bodyOf(response.value, deadline));
    }
    return err('SOURCE_TOO_MANY_REDIRECTS');
  }

  private get(url: string, deadline: AbortSignal): Promise<Result<IncomingMessage, SourceFailureCode>> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      return Promise.resolve(err('SOURCE_URL_INVALID'));
    }
    if ((target.protocol !== 'http:' && target.protocol !== 'https:') || target.username || target.password)
      return Promise.resolve(err('SOURCE_URL_INVALID'));
    // An address literal never passes through the lookup: it is checked here.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!this.options.allowPrivateAddresses && /^[\d.]+$|:/.test(literal) && !isPublicAddress(literal))
      return Promise.resolve(err('SOURCE_ADDRESS_FORBIDDEN', `${literal} is not a public address`));
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const options: RequestOptions = {
      method: 'GET',
      lookup: guardedLookup(this.options.allowPrivateAddresses),
      signal: deadline,
      timeout: this.options.connectTimeoutMs,
      headers: { 'user-agent': this.options.userAgent, accept: 'application/xml, application/json, text/html, text/plain;q=0.8' },
    };
    return new Promise((resolve) => {
      const req = request(target, options, (response) => {
        // From here the deadline alone bounds the download.
        req.setTimeout(0);
        resolve(ok(response));
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })));
      req.on('error', (error: Error & { code?: string }) => {
        if (error instanceof ForbiddenAddress) resolve(err('SOURCE_ADDRESS_FORBIDDEN', error.message));
        else if (error.code === 'ETIMEDOUT' || error.name === 'AbortError' || error.name === 'TimeoutError')
          resolve(err('SOURCE_TIMEOUT', error.message));
        else resolve(err('SOURCE_UNREACHABLE', error.code ?? error.message));
      });
      req.end();
    });
  }
}

/** The response body as bytes; leaving the loop early (a parser's limit) closes the connection. */
async function* bodyOf(response: IncomingMessage, deadline: AbortSignal): ByteStream {
  try {
    for await (const chunk of response) yield chunk as Buffer;
  } catch (error) {
    throw new SourceReadError(
      deadline.aborted ? 'SOURCE_TIMEOUT' : 'SOURCE_UNREACHABLE',
      error instanceof Error ? error.message : 'read failed',
    );
  }
}
