import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { markQueryLimitRefusal, useSchemaSecrecy } from './plugins/schema-secrecy.plugin';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import pino, { type Logger } from 'pino';
import { baseTypeDefs } from './generated/type-defs';
import { createContextFactory, requestIdFor, siteOf, type PlatformContext, type PlatformPorts } from './graphql-context';
import type { GraphqlPart } from './graphql-part';
import { isExpectedError, useUnexpectedErrorLogging, yogaLoggerFor } from './plugins/error-logging.plugin';
import { defaultFilesDir, uploadAreaOf } from '../../files/local-file-store';
import type { UploadSlots } from '../../http/form-post/upload-slots';
import { isDatabaseUnavailable } from '../../postgres/database-unavailable';
import { DEFAULT_REQUEST_LIMITS, useRequestLimits, type RequestLimits } from './plugins/request-limits.plugin';
import { useDisableIntrospection } from './plugins/security.plugins';
import { useReadOnlyMode } from './plugins/read-only-mode.plugin';
import type { ReadOnlyMode } from '../../../application/platform/config-admin/config-admin-repository.port';
import { UploadScalar } from './resolvers/attachments.resolver';

export const GRAPHQL_ENDPOINT = '/graphql';
export const MAX_BATCH_OPERATIONS = 10;

/** Headers that let a multipart (or any "simple") request through CSRF prevention; the board's upload link sends the first. */
export const CSRF_PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-graphql-csrf'] as const;

/** graphql-armor limits; the board's own queries stay far below them. */
export const ARMOR_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 1000,
  maxDirectives: 50,
} as const;

export interface PlatformYogaOptions {
  /** Production: introspection and GraphiQL off, errors masked without details. */
  readonly production: boolean;
  readonly logger?: Logger;
  /** Upload and body limits; defaults: 10 files, 50 MB per file (MAX_ATTACHMENT_BYTES), 1 MB JSON. */
  readonly limits?: Partial<RequestLimits>;
  /**
   * Where multipart uploads stream to: the file store's upload area (`uploadAreaOf` its root), so a use
   * case commits an upload by moving it. Default: the upload area of `$DATA_DIR/files`.
   */
  readonly uploadDir?: string;
  /** The process's upload slots, shared with its form reader; without them multipart bodies are not queued. */
  readonly uploadSlots?: UploadSlots;
  /** A multipart request the board proves it admitted through its own upload slots: not queued a second time. */
  readonly uploadAdmitted?: (request: Request) => boolean;
  /** The platform's read-only flag: while on, mutations are refused with READ_ONLY (plugins/read-only-mode.plugin.ts). */
  readonly readOnly?: ReadOnlyMode;
}

export type PlatformYoga = YogaServerInstance<object, PlatformContext>;

/**
 * The platform API at `/graphql`: a driving adapter whose features are `parts` (each validates its
 * arguments and calls its use cases) on the shared base schema; `platform` builds the request context.
 * Usable as `yoga.fetch(request)` / `yoga.handle(request)` from the TanStack Start server route, from a
 * node:http server, or in-process by the board's Apollo link.
 */
export function createPlatformYoga(parts: readonly GraphqlPart[], platform: PlatformPorts, options: PlatformYogaOptions): PlatformYoga {
  const logger = (options.logger ?? pino({ level: 'info' })).child({ component: 'graphql' });
  const logged = new WeakSet<object>();
  const limits: RequestLimits = { ...DEFAULT_REQUEST_LIMITS, ...options.limits };
  const production = options.production;

  const plugins: Plugin[] = [
    // Simple cross-site requests (text/plain, urlencoded, multipart) need a header only a preflighted request can carry.
    useCSRFPrevention({ requestHeaders: [...CSRF_PREFLIGHT_HEADERS] }) as Plugin,
    {
      // Once per HTTP request, before parsing: an unknown site is a 400 with code UNKNOWN_FRONTEND.
      onRequestParse({ request }) {
        siteOf(request.headers, platform.sites);
      },
    },
    useRequestLimits(limits, options.uploadDir ?? uploadAreaOf(defaultFilesDir()), options.uploadSlots, options.uploadAdmitted),
    EnvelopArmorPlugin({
      maxDepth: { n: ARMOR_LIMITS.maxDepth, exposeLimits: !production, onReject: [markQueryLimitRefusal] },
      maxAliases: { n: ARMOR_LIMITS.maxAliases, exposeLimits: !production, onReject: [markQueryLimitRefusal] },
      costLimit: { maxCost: ARMOR_LIMITS.maxCost, exposeLimits: !production, onReject: [markQueryLimitRefusal] },
      maxTokens: { n: ARMOR_LIMITS.maxTokens, exposeLimits: !production, onReject: [markQueryLimitRefusal] },
      maxDirectives: { n: ARMOR_LIMITS.maxDirectives, exposeLimits: !production, onReject: [markQueryLimitRefusal] },
      // "Did you mean …" reveals the schema field by field: blocked in every mode.
      blockFieldSuggestion: { enabled: true },
    }) as Plugin,
    useSchemaSecrecy(),
    ...(production ? [useDisableIntrospection()] : []),
    useUnexpectedErrorLogging(logger, logged),
    ...(options.readOnly ? [useReadOnlyMode(options.readOnly)] : []),
    {
      onResponse({ request, response }) {
        response.headers.set('x-request-id', requestIdFor(request));
      },
    },
  ];

  return createYoga<object, PlatformContext>({
    schema: createSchema<PlatformContext>({
      typeDefs: [baseTypeDefs, ...parts.map((part) => part.typeDefs)],
      // Upload is the server's own (a plain scalar config, created in the schema builder's graphql realm).
      resolvers: [{ Upload: UploadScalar }, ...parts.map((part) => part.resolvers)],
    }),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    // The platform's own classes: a ponyfill Response makes the TanStack Start server route answer 500.
    fetchAPI: {
      Request: globalThis.Request,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      ReadableStream: globalThis.ReadableStream,
      WritableStream: globalThis.WritableStream,
      TransformStream: globalThis.TransformStream,
      CompressionStream: globalThis.CompressionStream,
      DecompressionStream: globalThis.DecompressionStream,
      TextEncoderStream: globalThis.TextEncoderStream,
      TextDecoderStream: globalThis.TextDecoderStream,
      URL: globalThis.URL,
      URLSearchParams: globalThis.URLSearchParams,
      FormData: globalThis.FormData,
      Blob: globalThis.Blob,
      File: globalThis.File,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
      btoa: globalThis.btoa,
      crypto: globalThis.crypto,
      fetch: globalThis.fetch.bind(globalThis),
      // Node 24 has URLPattern; where it is missing yoga keeps its own.
      URLPattern: globalThis.URLPattern,
    },
    context: createContextFactory(platform),
    batching: { limit: MAX_BATCH_OPERATIONS },
    multipart: false, // parsed by useRequestLimits, which can count and size the files
    maxRequestBodySize: false, // enforced by useRequestLimits, per content type
    cors: false, // board and API share an origin; SSR calls are server-side
    graphiql: !production,
    landingPage: false,
    logging: yogaLoggerFor(logger, logged),
    maskedErrors: {
      isDev: !production,
      maskError(error, message, isDev) {
        // Expected errors keep their message and extensions.code; the rest become "Unexpected error.".
        if (isExpectedError(error)) return error as Error;
        // The database is away (restart, failover): callers are told to retry, not that something broke.
        if (isDatabaseUnavailable(error))
          return new GraphQLError('The service is unavailable for a moment; try again shortly.', {
            path: (error as GraphQLError).path,
            extensions: { code: 'SERVICE_UNAVAILABLE' },
          });
        return maskError(error, message, isDev);
      },
    },
    plugins,
  });
}
