import type { Resolvers } from './generated/resolvers-types';

/**
 * One feature of the platform API: its SDL (a schema/<feature>.graphql file, via the generated
 * type-defs module) and its resolvers, which close over the feature's own use cases. The server is
 * the base part plus whatever parts the composition root passes to createPlatformYoga.
 */
export interface GraphqlPart {
  readonly typeDefs: string;
  readonly resolvers: Resolvers;
}
