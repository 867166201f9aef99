import type { RequestContext } from '../../../domain/shared/request-context';
import type { MeasurementCallKind } from '../../../domain/tracking/server-measurement';
import type { MeasurementCallCounter } from './measurement-call-counter.port';

export type MeasurementAllowance = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * Whether a visitor may make one more server-side measurement call of a kind on the request's site.
 * Guests too: the calls come from every page. Counted per visitor address, which the platform takes from
 * the connection or the board's proven forwarding, never from an argument.
 */
export class AllowMeasurementCall {
  constructor(private readonly counter: MeasurementCallCounter) {}

  async execute(kind: MeasurementCallKind, visitorAddress: string, ctx: RequestContext): Promise<MeasurementAllowance> {
    const wait = await this.counter.consume(ctx.site, kind, visitorAddress);
    return wait === null ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, wait) };
  }
}
