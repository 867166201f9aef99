import type { Container, ServiceIdentifier } from 'inversify';
import type { Logger } from 'pino';
import { ForwardQueue } from '../../application/board/tracking/forward-queue';
import type { TrackingSetup } from '../../domain/tracking/tracking-setup';
import { readTrackingSetup } from '../tracking/file-tracking-setup';
import { HttpMeasurementSender } from '../tracking/http-measurement-sender';
import { defineFeature, type RootConfig } from './feature-module';
import { T } from './tokens';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.tracking.${name}`);

/** Service identifiers of the tracking slice. */
export const TRACKING = {
  Setup: id<TrackingSetup>('Setup'),
  ForwardQueue: id<ForwardQueue>('ForwardQueue'),
} as const;

/**
 * Consent and trackers: the site's tracking setup (sites/<key>/tracking.json or JOBBOARD_TRACKING),
 * read and checked when the process starts, so a wrong file stops start-up instead of a page; and the
 * worker's queue that forwards server-side measurement and conversion calls to their collectors.
 */
export const trackingFeature = defineFeature({
  name: 'tracking',
  bind: (c: Container, config: RootConfig) => {
    c.bind(TRACKING.Setup).toConstantValue(readTrackingSetup(config.site, config.sitesDir));
    c.bind(TRACKING.ForwardQueue)
      .toDynamicValue(() => new ForwardQueue(new HttpMeasurementSender(), (run, ms) => setTimeout(run, ms).unref()))
      .inSingletonScope();
  },
  board: (c) => ({
    get trackingSetup(): TrackingSetup {
      return c.get(TRACKING.Setup);
    },
    get measurementQueue(): ForwardQueue {
      return c.get(TRACKING.ForwardQueue);
    },
    get trackingLogger(): Logger {
      return c.get(T.Logger);
    },
  }),
});
