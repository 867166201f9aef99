import type { MeasurementSender } from '../../application/board/tracking/forward-queue';

/** A collector that does not answer within this is tried again later. */
const TIMEOUT_MS = 5000;

/**
 * Posts measurement calls as JSON. A 2xx is taken; a 4xx is the collector's refusal of this call, which
 * no retry changes (it counts as done); a 5xx, a timeout or no connection is tried again.
 */
export class HttpMeasurementSender implements MeasurementSender {
  async send(url: string, body: unknown): Promise<boolean> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status < 500;
    } catch {
      return false;
    }
  }
}
