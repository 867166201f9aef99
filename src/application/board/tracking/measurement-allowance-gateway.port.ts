import type { MeasurementCallKind } from '../../../domain/tracking/server-measurement';
import type { BoardContext } from '../board-context';

/**
 * Asks the platform whether the visitor (the context's client address) may make one more server-side
 * measurement call: the count lives where every worker shares it. Null when it may; else the seconds to wait.
 */
export interface MeasurementAllowanceGateway {
  spend(kind: MeasurementCallKind, ctx: BoardContext): Promise<number | null>;
}
