import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { AiWritingGateway } from '../../application/board/ai-writing/ai-writing-gateway.port';
import { CheckAiWriting } from '../../application/board/ai-writing/check-ai-writing.use-case';
import { AiWritingAvailability } from '../../application/platform/ai-writing/ai-writing-availability.use-case';
import type { TextGenerator } from '../../application/platform/ai-writing/text-generator.port';
import { WriteJobText } from '../../application/platform/ai-writing/write-job-text.use-case';
import type { WritingQuota } from '../../application/platform/ai-writing/writing-quota.port';
import type { SiteDirectory } from '../../application/platform/site/site-directory.port';
import type { Clock } from '../../application/shared/clock.port';
import { aiDailyLimitFrom, aiEndpointConfigFrom } from '../ai/ai-config';
import { OpenAiCompatibleTextGenerator } from '../ai/openai-compatible-text-generator';
import { ApolloAiWritingGateway } from '../graphql/client/apollo-ai-writing-gateway';
import { aiWritingGraphqlPart } from '../graphql/server/resolvers/ai-writing.resolver';
import { PostgresWritingQuota } from '../postgres/ai-writing/postgres-writing-quota';
import { PostgresOrganizationAccess } from '../postgres/job-posting/postgres-organization-access';
import { defineFeature } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.aiWriting.${name}`);

export const AI_WRITING = {
  /** The model endpoint, or null when this deployment configured none (the helper is off). */
  Generator: id<TextGenerator | null>('Generator'),
  Quota: id<WritingQuota>('Quota'),
  WriteJobText: id<WriteJobText>('WriteJobText'),
  Availability: id<AiWritingAvailability>('Availability'),
  Gateway: id<AiWritingGateway>('Gateway'),
  CheckAiWriting: id<CheckAiWriting>('CheckAiWriting'),
} as const;

/**
 * The job wizard's writing helper: an OpenAI-compatible chat-completions endpoint when AI_BASE_URL and
 * AI_MODEL are set (AI_API_KEY optional; read where the platform runs, so the key never leaves it), the
 * daily limit per organization (AI_DAILY_LIMIT) counted in PostgreSQL, and the board's question whether
 * the helper is there, over GraphQL. The text streams over the platform path /api/ai-writing/stream.
 */
export function bindAiWritingModule(c: Container, _config: object, env: NodeJS.ProcessEnv = process.env): void {
  c.bind(AI_WRITING.Generator).toResolvedValue(
    (logger: Logger) => {
      const config = aiEndpointConfigFrom(env);
      return config ? new OpenAiCompatibleTextGenerator(config, logger.child({ component: 'ai-writing' })) : null;
    },
    [T.Logger],
  );
  c.bind(AI_WRITING.Quota).toResolvedValue((pool: Pool) => new PostgresWritingQuota(pool), [T.Pool]);
  c.bind(AI_WRITING.WriteJobText).toResolvedValue(
    (generator: TextGenerator | null, quota: WritingQuota, pool: Pool, sites: SiteDirectory, clock: Clock) =>
      new WriteJobText(generator, quota, new PostgresOrganizationAccess(pool), sites, clock, aiDailyLimitFrom(env)),
    [AI_WRITING.Generator, AI_WRITING.Quota, T.Pool, T.Sites, T.Clock],
  );
  c.bind(AI_WRITING.Availability).toDynamicValue(() => new AiWritingAvailability(aiEndpointConfigFrom(env) !== null));
  c.bind(AI_WRITING.Gateway).toResolvedValue((client: ApolloClient) => new ApolloAiWritingGateway(client), [T.ApolloClient]);
  c.bind(AI_WRITING.CheckAiWriting).toResolvedValue((g: AiWritingGateway) => new CheckAiWriting(g), [AI_WRITING.Gateway]);
}

export const aiWritingFeature = defineFeature({
  name: 'ai-writing',
  bind: bindAiWritingModule,
  graphql: (c) => [aiWritingGraphqlPart({ aiWritingAvailability: c.get(AI_WRITING.Availability) })],
  board: (c) => ({
    checkAiWriting: c.get(AI_WRITING.CheckAiWriting),
    /** The streaming endpoint's use case: platform side, resolved only where the database is. */
    get writeJobText(): WriteJobText {
      return c.get(AI_WRITING.WriteJobText);
    },
  }),
});
