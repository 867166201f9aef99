import type { AiWritingAvailability } from '../../../../application/platform/ai-writing/ai-writing-availability.use-case';
import { aiWritingTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';

export interface AiWritingApiDeps {
  readonly aiWritingAvailability: Pick<AiWritingAvailability, 'execute'>;
}

export function aiWritingGraphqlPart(deps: AiWritingApiDeps): GraphqlPart {
  return {
    typeDefs: aiWritingTypeDefs,
    resolvers: {
      Query: {
        aiWritingAvailable: () => deps.aiWritingAvailability.execute(),
      },
    },
  };
}
