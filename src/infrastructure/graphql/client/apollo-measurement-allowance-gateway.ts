import type { ApolloClient } from '@apollo/client';
import type { BoardContext } from '../../../application/board/board-context';
import type { MeasurementAllowanceGateway } from '../../../application/board/tracking/measurement-allowance-gateway.port';
import type { MeasurementCallKind } from '../../../domain/tracking/server-measurement';
import { AllowMeasurementCallDocument } from './generated/operations';
import { dataOrThrow, runOperation } from './run-operation';

/** MeasurementAllowanceGateway over the platform API. */
export class ApolloMeasurementAllowanceGateway implements MeasurementAllowanceGateway {
  constructor(private readonly client: ApolloClient) {}

  async spend(kind: MeasurementCallKind, ctx: BoardContext): Promise<number | null> {
    const answer = await runOperation(
      this.client,
      'mutation',
      AllowMeasurementCallDocument,
      { kind: kind === 'measurement' ? 'MEASUREMENT' : 'CONVERSION' },
      ctx,
    );
    const allowance = dataOrThrow('allowMeasurementCall', answer).allowMeasurementCall;
    return allowance.allowed ? null : allowance.retryAfterSeconds;
  }
}
