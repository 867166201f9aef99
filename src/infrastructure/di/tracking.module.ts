import type { Container, ServiceIdentifier } from 'inversify';
import type { TrackingSetup } from '../../domain/tracking/tracking-setup';
import { readTrackingSetup } from '../tracking/file-tracking-setup';
import { defineFeature, type RootConfig } from './feature-module';

const id = <V>(name: string): ServiceIdentifier<V> => Symbol.for(`jobboard.tracking.${name}`);

/** Service identifiers of the tracking slice. */
export const TRACKING = {
  Setup: id<TrackingSetup>('Setup'),
} as const;

/**
 * Consent and trackers: the site's tracking setup (sites/<key>/tracking.json or JOBBOARD_TRACKING),
 * read and checked when the process starts, so a wrong file stops start-up instead of a page.
 */
export const trackingFeature = defineFeature({
  name: 'tracking',
  bind: (c: Container, config: RootConfig) => {
    c.bind(TRACKING.Setup).toConstantValue(readTrackingSetup(config.site, config.sitesDir));
  },
  board: (c) => ({
    get trackingSetup(): TrackingSetup {
      return c.get(TRACKING.Setup);
    },
  }),
});
