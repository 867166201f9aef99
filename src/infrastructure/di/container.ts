import 'reflect-metadata';
import { Container } from 'inversify';
import type { Logger } from 'pino';
import type { TokenVerifier } from '../../application/platform/identity/token-verifier.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import { FileSiteDirectory } from '../config/site-directory';
import { createApolloClient } from '../graphql/client/create-apollo-client';
import { inProcessExecution, type GraphqlParams } from '../graphql/server/in-process-execution';
import { createPlatformYoga } from '../graphql/server/create-platform-yoga';
import { createFileStore } from '../files/create-file-store';
import { inFileWriteScope } from '../files/file-write-scope';
import { JournaledFileStore } from '../files/journaled-file-store';
import { defaultFilesDir, uploadAreaOf } from '../files/local-file-store';
import { createPlatformProxy } from '../http/platform-proxy';
import { clientAddressProof } from '../http/visitor-address';
import { visitorAddress } from './visitor-address.module';
import { isAdmittedUpload, uploadAdmissionProof } from '../http/form-post/upload-admission';
import { serverSecret } from '../auth/auth-secret';
import { onShutdown } from '../http/shutdown-hooks';
import { createLogger } from '../logging/logger';
import { createPool } from '../postgres/pool';
import { PostgresFileWriteJournal } from '../postgres/postgres-file-write-journal';
import { SystemClock } from '../time/system-clock';
import type { Board, BoardBase } from './board';
import { mergeParts, type ProcessRole, type RootConfig } from './feature-module';
import { FEATURES } from './features';
import { uploadSlotsOf } from './form-posts.module';
import { T } from './tokens';
import { CONFIG_ADMIN } from './config-admin.module';

export type { RootConfig } from './feature-module';

export type { ProcessRole } from './feature-module';

/** PROCESS_ROLE, checked: `all` (default), `platform` or `board` (see ProcessRole). */
export function processRole(env: NodeJS.ProcessEnv = process.env): ProcessRole {
  const role = env.PROCESS_ROLE?.trim() || 'all';
  if (role === 'all' || role === 'platform' || role === 'board') return role;
  throw new Error(`PROCESS_ROLE must be all, platform or board, got "${role.slice(0, 32)}"`);
}

/**
 * The composition root: the only place that binds ports to adapters. It binds what every process
 * shares, then each feature of `FEATURES`; everything else receives its collaborators through
 * constructors, free of decorators.
 */
export function buildContainer(config: RootConfig): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  const sites = new FileSiteDirectory(config.sitesDir);
  const site = sites.require(config.site);

  c.bind(T.Sites).toConstantValue(sites);
  c.bind(T.Site).toConstantValue(site);
  c.bind(T.Logger).toConstantValue(createLogger({ site: site.key }));
  c.bind(T.Clock).toConstantValue(new SystemClock());
  c.bind(T.Role).toConstantValue(config.role ?? (config.platformUrl ? 'board' : 'all'));
  const { databaseUrl } = config;
  const files = createFileStore({ filesDir: config.filesDir }).store;
  if (databaseUrl) {
    c.bind(T.Pool).toConstantValue(createPool(databaseUrl, { applicationName: `jobboard-${site.key}` }));
    const journal = new PostgresFileWriteJournal(createPool(databaseUrl, { max: 2, applicationName: `jobboard-${site.key}-files` }));
    c.bind(T.FileWriteJournal).toConstantValue(journal);
    c.bind(T.FileStore).toConstantValue(new JournaledFileStore(files, journal));
  } else c.bind(T.FileStore).toConstantValue(files);

  // The platform API, driving every feature's use cases.
  c.bind(T.PlatformApi).toResolvedValue(
    (dir: SiteDirectory, tokens: TokenVerifier, logger: Logger) => {
      const parts = FEATURES.flatMap((feature) => feature.graphql?.(c) ?? []);
      const yoga = createPlatformYoga(
        parts,
        { sites: dir, tokens, visitorAddress },
        {
          production: config.production,
          logger,
          uploadDir: uploadAreaOf(config.filesDir ?? defaultFilesDir()),
          uploadSlots: uploadSlotsOf(c),
          uploadAdmitted: (request) => isAdmittedUpload(request, serverSecret()),
          ...(c.isBound(T.Pool) ? { readOnly: c.get(CONFIG_ADMIN.ReadOnlyMode) } : {}),
        },
      );
      // What a request stored and never committed stays journaled only while it runs (file-write-scope.ts).
      const release = async (keys: string[]) => {
        if (!c.isBound(T.FileWriteJournal)) return;
        await c
          .get(T.FileWriteJournal)
          .release(keys)
          .catch((error: unknown) => logger.warn({ err: error, files: keys.length }, 'file journal rows kept for the sweep'));
      };
      const execute = inProcessExecution(yoga);
      return {
        handle: async (request: Request) => inFileWriteScope(async () => yoga.fetch(request), release),
        execute: async (request: Request, params: GraphqlParams) => inFileWriteScope(async () => execute(request, params), release),
      };
    },
    [T.Sites, T.TokenVerifier, T.Logger],
  );

  // Board: gateways → Apollo, in-process unless the platform is elsewhere (GRAPHQL_URL, PLATFORM_URL)
  const { platformUrl } = config;
  // The platform's own paths (sign-in, password reset …) limit by the visitor's address, not the board's.
  if (platformUrl)
    c.bind(T.PlatformProxy).toConstantValue(
      createPlatformProxy(platformUrl, {
        clientAddress: (request) => {
          const address = visitorAddress(request);
          return address === 'unknown' ? null : { address, proof: clientAddressProof(serverSecret(), address) };
        },
      }),
    );
  const graphqlUrl = config.graphqlUrl ?? (platformUrl ? new URL('/graphql', platformUrl).href : undefined);
  const proveClientAddress = (address: string) => clientAddressProof(serverSecret(), address);
  // The board's uploads were read through its form reader's upload slots: the platform need not queue them again.
  const proveUploadAdmitted = () => uploadAdmissionProof(serverSecret());
  c.bind(T.ApolloClient).toDynamicValue(() => {
    if (graphqlUrl) return createApolloClient({ uri: graphqlUrl, ssrMode: true, proveClientAddress, proveUploadAdmitted });
    const platform = c.get(T.PlatformApi);
    return createApolloClient({
      uri: 'http://platform.internal/graphql',
      ssrMode: true,
      proveClientAddress,
      proveUploadAdmitted,
      fetch: (input, init) => platform.handle(new Request(input, init)),
      execute: platform.execute,
    });
  });

  for (const feature of FEATURES) feature.bind(c, config);
  return c;
}

/** The facade the UI's server side uses: the shared facts plus every feature's board part. */
export function boardFrom(c: Container): Board {
  const base: BoardBase = {
    site: c.get(T.Site),
    sites: c.get(T.Sites),
    logger: c.get(T.Logger),
    handleGraphql: (request) => c.get(T.PlatformApi).handle(request),
    role: c.get(T.Role),
    platform: c.isBound(T.PlatformProxy) ? c.get(T.PlatformProxy) : null,
  };
  return FEATURES.reduce((board, feature) => (feature.board ? mergeParts(board, feature.board(c)) : board), base) as Board;
}

/**
 * The process-wide root lives on `globalThis`: the dev server re-evaluates modules after an edit, and a
 * second root would open a second pool (and try to start the embedded database again).
 */
interface Root {
  container?: Container;
  starting?: Promise<Board>;
}
const ROOT_KEY = Symbol.for('jobboard.compositionRoot');
const root = ((globalThis as unknown as Record<symbol, Root>)[ROOT_KEY] ??= {});

/**
 * The process-wide board, built on first use from the environment: SITE (default `default` outside
 * production), PROCESS_ROLE (processRole()), DATABASE_URL (without it, outside production, the embedded
 * database under ./data is started — handy for `vite dev`), GRAPHQL_URL (optional), PLATFORM_URL (a
 * board-only process: where the platform is; no database, no schedulers, no mail here).
 */
export function getBoard(): Promise<Board> {
  if (root.starting) return root.starting;
  root.starting = (async () => {
    const production = process.env.NODE_ENV === 'production';
    const role = processRole();
    const site = process.env.SITE ?? (production ? undefined : 'default');
    if (role === 'board') {
      const platformUrl = process.env.PLATFORM_URL?.trim();
      if (!platformUrl) throw new Error('PLATFORM_URL must name the platform when PROCESS_ROLE=board');
      const container = buildContainer({
        role,
        site: site ?? '',
        production,
        platformUrl,
        graphqlUrl: process.env.GRAPHQL_URL || undefined,
      });
      root.container = container;
      return boardFrom(container);
    }
    let databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      if (production) throw new Error('DATABASE_URL is not set');
      const { prepareDatabase } = await import('../postgres/prepare-database');
      const log = createLogger({ component: 'database' });
      const db = await prepareDatabase({
        log: { info: (m) => log.info(m), warn: (m) => log.warn(m) },
        sites: new FileSiteDirectory().all(),
      });
      databaseUrl = db.url;
    }
    const container = buildContainer({ role, site: site ?? '', databaseUrl, production, graphqlUrl: process.env.GRAPHQL_URL || undefined });
    root.container = container;
    // The HTTP entry runs these hooks on SIGINT/SIGTERM once requests in flight have finished.
    onShutdown(shutdownBoard);
    // Background work registers its stop hooks after the pool's, so it stops first.
    for (const feature of FEATURES) feature.start?.(container);
    return boardFrom(container);
  })();
  // A failed start (database down) must not stick: the next request tries again.
  root.starting.catch(() => {
    root.starting = undefined;
  });
  return root.starting;
}

/** Closes what the board holds (the database pool); called on graceful shutdown. */
export async function shutdownBoard(): Promise<void> {
  const container = root.container;
  if (!container) return;
  root.container = undefined;
  root.starting = undefined;
  if (container.isBound(T.Pool)) await container.get(T.Pool).end();
  if (container.isBound(T.FileWriteJournal)) await container.get(T.FileWriteJournal).end();
}
