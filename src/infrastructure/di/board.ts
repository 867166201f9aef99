import type { Logger } from 'pino';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { SiteConfig } from '../../domain/site/site-config';
import type { PlatformProxy } from '../http/platform-proxy';
import type { FeatureModule, ProcessRole } from './feature-module';
import type { FEATURES } from './features';

type PartOf<F> = F extends FeatureModule<infer Part> ? Part : never;
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** What every process has, whatever its features. */
export interface BoardBase {
  readonly site: SiteConfig;
  readonly sites: SiteDirectory;
  readonly logger: Logger;
  /** What this process serves (board and platform, or one of them). */
  readonly role: ProcessRole;
  /** The platform's GraphQL endpoint (yoga) for the `/graphql` server route. */
  handleGraphql(request: Request): Promise<Response>;
  /** In a board-only process, the platform's HTTP endpoints; null where this process is the platform. */
  readonly platform: PlatformProxy | null;
}

/**
 * What the UI's server side may use: the site this process serves and every feature's board part
 * (use cases already bound to their adapters, and what the feature's server routes need). The type
 * follows `FEATURES`: a feature's part appears here when it is listed. Server-only: import it from
 * `*.server.ts` files, server functions and server routes, never from components.
 */
export type Board = BoardBase & Intersection<PartOf<(typeof FEATURES)[number]>>;
