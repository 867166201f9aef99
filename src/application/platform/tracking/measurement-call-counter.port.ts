import type { MeasurementCallKind } from '../../../domain/tracking/server-measurement';

/** Counts server-side measurement calls in a store every worker shares. */
export interface MeasurementCallCounter {
  /** Uses one call of the visitor's allowance; the seconds to wait when none is left, else null. */
  consume(site: string, kind: MeasurementCallKind, visitorAddress: string): Promise<number | null>;
}
