import { z } from 'zod';
import type { AllowMeasurementCall } from '../../../../application/platform/tracking/allow-measurement-call.use-case';
import { trackingTypeDefs } from '../generated/type-defs';
import type { GraphqlPart } from '../graphql-part';
import { parseArgs } from './validation';

const AllowArgs = z.object({ kind: z.enum(['MEASUREMENT', 'CONVERSION']) });

export interface TrackingApiDeps {
  readonly allowMeasurementCall: Pick<AllowMeasurementCall, 'execute'>;
}

/** The tracking slice of the platform API: the shared allowance of the server-side measurement calls. */
export function trackingGraphqlPart(deps: TrackingApiDeps): GraphqlPart {
  return {
    typeDefs: trackingTypeDefs,
    resolvers: {
      Mutation: {
        async allowMeasurementCall(_, args, ctx) {
          const { kind } = parseArgs(AllowArgs, args);
          const outcome = await deps.allowMeasurementCall.execute(
            kind === 'MEASUREMENT' ? 'measurement' : 'conversion',
            ctx.visitorAddress,
            ctx.requestContext,
          );
          return outcome.allowed
            ? { allowed: true, retryAfterSeconds: 0 }
            : { allowed: false, retryAfterSeconds: outcome.retryAfterSeconds };
        },
      },
    },
  };
}
