import type { Container } from 'inversify';
import type { GraphqlPart } from '../graphql/server/graphql-part';
import type { SocialProvidersConfig } from '../auth/social-provider-config';

/** What every feature module is given when it binds: the process's configuration. */
/**
 * What a process serves: `all` (default) the board and the platform in one process; `platform` the
 * platform's API and endpoints with the database, mail and schedulers; `board` the pages only, reaching
 * a platform elsewhere over HTTP, with no database driver loaded.
 */
export type ProcessRole = 'all' | 'platform' | 'board';

export interface RootConfig {
  /** Default `all`; `board` needs `platformUrl`, the others `databaseUrl`. */
  readonly role?: ProcessRole;
  /** Key of the site this process serves. */
  readonly site: string;
  /** The platform's database; unset in a board-only process, which reaches the platform over HTTP. */
  readonly databaseUrl?: string;
  readonly production: boolean;
  /**
   * Where the board's Apollo client sends its operations. Unset: the in-process platform API (no TCP
   * hop); set it to point this board at another platform that speaks the same schema.
   */
  readonly graphqlUrl?: string;
  /**
   * A board-only process: the platform's origin (e.g. `http://127.0.0.1:4001`). The board then reaches
   * it only over HTTP: GraphQL at `{platformUrl}/graphql` (unless `graphqlUrl` says otherwise), and its
   * own endpoints (sessions, accounts, files, feeds) through a proxy.
   */
  readonly platformUrl?: string;
  readonly sitesDir?: string;
  /** Folder of the file store (job PDFs, uploads, images); default `$DATA_DIR/files`. */
  readonly filesDir?: string;
  /** Social sign-in clients; default from the environment (GOOGLE_CLIENT_ID …, see social-provider-config.ts). */
  readonly socialProviders?: SocialProvidersConfig;
}

/**
 * One feature of the product, as the composition root sees it. A feature binds its own service
 * identifiers (adapters, platform and board use cases), hands the platform API its part (schema and
 * resolvers), gives the pages and server routes what they use, and starts its background work.
 * Adding a feature = its folders in each layer + one entry in `features.ts`.
 */
export interface FeatureModule<Part extends object = object> {
  readonly name: string;
  /** Binds the feature's ports to adapters and its use cases (lazily: nothing is built until asked for). */
  readonly bind: (c: Container, config: RootConfig) => void;
  /** The feature's part of the GraphQL API (its schema and resolvers over its use cases). */
  readonly graphql?: (c: Container) => readonly GraphqlPart[];
  /**
   * What the pages and server routes use. Returned objects may have getters: they are merged with their
   * property descriptors, so a getter resolves its binding only when a request uses it.
   */
  readonly board?: (c: Container) => Part;
  /** Background work of a process that owns the database (schedulers, mail delivery); stops on shutdown. */
  readonly start?: (c: Container) => void;
}

/** Keeps a module's board part type for the Board facade (see board.ts). */
export const defineFeature = <Part extends object>(feature: FeatureModule<Part>): FeatureModule<Part> => feature;

/** Copies every own property of `from` onto `to` as it is: getters stay getters. */
export function mergeParts<T extends object>(to: T, from: object): T {
  return Object.defineProperties(to, Object.getOwnPropertyDescriptors(from));
}
