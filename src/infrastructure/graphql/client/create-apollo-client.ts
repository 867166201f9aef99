import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { SetContextLink } from '@apollo/client/link/context';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { boardContextLink, type ClientAddressProver } from './board-context-link';
import { hasFiles } from './has-files';
import { StreamingFormData, withStreamingUploads } from './streaming-form-data';
import { UPLOAD_ADMITTED_HEADER } from '../../http/form-post/upload-admission';
import type { InProcessExecute } from '../server/in-process-execution';
import { inProcessLink } from './in-process-link';

export const BATCH_INTERVAL_MS = 10;
export const BATCH_MAX = 10;

/** Sent with multipart requests so the platform's CSRF prevention lets them through. */
export const CSRF_PREFLIGHT_HEADER = { 'apollo-require-preflight': 'true' } as const;

/**
 * Classic JSON answers: the platform then uses HTTP status codes ≥ 300 only for transport failures,
 * which Apollo reports as "Response not successful: Received status code N". With
 * application/graphql-response+json a 4xx/5xx JSON body would be read as GraphQL errors instead.
 */
const ACCEPT_JSON = { accept: 'application/json' } as const;

/**
 * A platform on this host (the split topology's board-only and platform-only processes) answers
 * uncompressed: compressing between processes on one machine costs CPU on both sides and saves nothing.
 * A platform elsewhere is asked as any client asks (fetch offers gzip and deflate).
 */
const UNCOMPRESSED = { 'accept-encoding': 'identity' } as const;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const onThisHost = (uri: string): boolean => LOOPBACK_HOSTS.has(new URL(uri).hostname);

export interface ApolloClientOptions {
  /** The platform endpoint, e.g. http://127.0.0.1:3000/graphql (GRAPHQL_URL). */
  readonly uri: string;
  /** Another fetch, e.g. `(input, init) => yoga.fetch(input, init)` so SSR runs in-process without a TCP hop. */
  readonly fetch?: typeof fetch;
  readonly ssrMode?: boolean;
  /** Proves the visitor's address the board forwards (without it the address is not sent). */
  readonly proveClientAddress?: ClientAddressProver;
  /**
   * Proves that an upload the board sends went through its form reader's upload slots, so the platform
   * does not queue it again (upload-admission.ts). Without it, uploads wait for the platform's slots.
   */
  readonly proveUploadAdmitted?: () => string;
  /**
   * The platform in this process (in-process-execution.ts): operations without files run on it directly
   * instead of being posted to `uri`; uploads still go over `fetch`.
   */
  readonly execute?: InProcessExecute;
}

/** Link chain: board headers, then multipart when files are present, otherwise batched POSTs (or the platform in process). */
export function createBoardLink(options: ApolloClientOptions): ApolloLink {
  const fetchFn = options.fetch;
  const upload = new UploadHttpLink({
    uri: options.uri,
    headers: { ...ACCEPT_JSON, ...CSRF_PREFLIGHT_HEADER },
    // Files stream into the request one chunk at a time (a FormData body would be read ahead into memory).
    FormData: StreamingFormData as unknown as typeof FormData,
    fetch: withStreamingUploads(fetchFn ?? ((input, init) => fetch(input, init))),
  });
  const operations = options.execute
    ? inProcessLink(options.uri, options.execute)
    : new BatchHttpLink({
        uri: options.uri,
        batchInterval: BATCH_INTERVAL_MS,
        batchMax: BATCH_MAX,
        headers: onThisHost(options.uri) ? { ...ACCEPT_JSON, ...UNCOMPRESSED } : ACCEPT_JSON,
        includeExtensions: false, // operationName, variables and query — nothing else
        ...(fetchFn ? { fetch: fetchFn } : {}),
      });
  const prove = options.proveUploadAdmitted;
  // A fresh proof per request: one that travelled with an earlier upload has expired minutes later.
  const uploads = prove
    ? ApolloLink.from([new SetContextLink((prev) => ({ headers: { ...prev.headers, [UPLOAD_ADMITTED_HEADER]: prove() } })), upload])
    : upload;
  return ApolloLink.from([
    boardContextLink(options.proveClientAddress),
    ApolloLink.split((op) => hasFiles(op.variables), uploads, operations),
  ]);
}

/**
 * The board's Apollo Client. No caching (each SSR request is its own world; credits and subscriptions
 * must never come from a cache) and no query deduplication: Apollo dedupes by query and variables only,
 * so two users' identical getUser calls in flight at once would otherwise share one answer.
 */
export function createApolloClient(options: ApolloClientOptions): ApolloClient {
  return new ApolloClient({
    link: createBoardLink(options),
    cache: new InMemoryCache(),
    ssrMode: options.ssrMode ?? false,
    queryDeduplication: false,
    // No Apollo library version in `extensions`: the body is operationName, variables and query.
    enhancedClientAwareness: { transport: false },
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      watchQuery: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
}
