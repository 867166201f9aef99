import type { ApolloClient } from '@apollo/client';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { ForwardQueue } from '../../application/board/tracking/forward-queue';
import type { MeasurementAllowanceGateway } from '../../application/board/tracking/measurement-allowance-gateway.port';
import { AllowMeasurementCall } from '../../application/platform/tracking/allow-measurement-call.use-case';
import type { MeasurementCallCounter } from '../../application/platform/tracking/measurement-call-counter.port';
import type { TrackingSetup } from '../../domain/tracking/tracking-setup';
import { readTrackingSetup } from '../tracking/file-tracking-setup';
import { HttpMeasurementSender } from '../tracking/http-measurement-sender';
import { ApolloMeasurementAllowanceGateway } from '../graphql/client/apollo-measurement-allowance-gateway';
import { trackingGraphqlPart } from '../graphql/server/resolvers/tracking.resolver';
import { PostgresMeasurementCallCounter } from '../postgres/tracking/postgres-measurement-call-counter';
import { defineFeature, type RootConfig } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.tracking.${name}`);

/** Service identifiers of the tracking slice. */
export const TRACKING = {
  Setup: id<TrackingSetup>('Setup'),
  ForwardQueue: id<ForwardQueue>('ForwardQueue'),
  CallCounter: id<MeasurementCallCounter>('CallCounter'),
  AllowMeasurementCall: id<AllowMeasurementCall>('AllowMeasurementCall'),
  AllowanceGateway: id<MeasurementAllowanceGateway>('AllowanceGateway'),
} as const;

/**
 * Consent and trackers: the site's tracking setup (sites/<key>/tracking.json or JOBBOARD_TRACKING),
 * read and checked when the process starts, so a wrong file stops start-up instead of a page; and the
 * worker's queue that forwards server-side measurement and conversion calls to their collectors; the
 * calls' allowance per visitor, counted by the platform in PostgreSQL and asked for by the board.
 */
export const trackingFeature = defineFeature({
  name: 'tracking',
  bind: (c: Container, config: RootConfig) => {
    c.bind(TRACKING.Setup).toConstantValue(readTrackingSetup(config.site, config.sitesDir));
    c.bind(TRACKING.ForwardQueue)
      .toDynamicValue(() => new ForwardQueue(new HttpMeasurementSender(), (run, ms) => setTimeout(run, ms).unref()))
      .inSingletonScope();
    c.bind(TRACKING.CallCounter)
      .toResolvedValue((pool: Pool) => new PostgresMeasurementCallCounter(pool), [T.Pool])
      .inSingletonScope();
    c.bind(TRACKING.AllowMeasurementCall).toResolvedValue(
      (counter: MeasurementCallCounter) => new AllowMeasurementCall(counter),
      [TRACKING.CallCounter],
    );
    c.bind(TRACKING.AllowanceGateway).toResolvedValue(
      (client: ApolloClient) => new ApolloMeasurementAllowanceGateway(client),
      [T.ApolloClient],
    );
  },
  graphql: (c) => [trackingGraphqlPart({ allowMeasurementCall: c.get(TRACKING.AllowMeasurementCall) })],
  board: (c) => ({
    get trackingSetup(): TrackingSetup {
      return c.get(TRACKING.Setup);
    },
    get measurementQueue(): ForwardQueue {
      return c.get(TRACKING.ForwardQueue);
    },
    get measurementAllowance(): MeasurementAllowanceGateway {
      return c.get(TRACKING.AllowanceGateway);
    },
    get trackingLogger(): Logger {
      return c.get(T.Logger);
    },
  }),
});
