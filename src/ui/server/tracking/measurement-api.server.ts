import { z } from 'zod';
import { decodeConsentChoices } from '../../../domain/tracking/consent-choices';
import type { ConsentService } from '../../../domain/tracking/consent-services';
import {
  conversionEvent,
  MEASUREMENT_LIMITS,
  MEASUREMENT_RATE,
  type MeasurementCallKind,
  measurementEvent,
} from '../../../domain/tracking/server-measurement';
import type { Board } from '../../../infrastructure/di/board';
import { visitorAddress } from '../../../infrastructure/di/visitor-address.module';
import { readCookie } from '../auth/auth-cookies';
import { CONSENT_COOKIE } from '../../tracking/consent/first-party-consent';

export { MEASUREMENT_RATE };

const params = z.record(z.string(), z.string());
const gmapiBody = z.object({ event: z.string().max(64), params: params.default({}) }).strict();
const conversionBody = z.object({ event_name: z.string().max(64), custom_data: params.default({}) }).strict();

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** Only this site's pages send: the browser's Sec-Fetch-Site says same-origin, or its Origin names this host. */
function fromThisSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  try {
    return origin !== null && new URL(origin).host === new URL(request.url).host;
  } catch {
    return false;
  }
}

type Kind = MeasurementCallKind;
/** The service whose consent each call needs (the board's banner keeps it in the first-party cookie). */
const SERVICE: Record<Kind, ConsentService> = { measurement: 'eventTracking', conversion: 'socialPixel' };

/** The checks both endpoints share, in order, each before the next: switch, origin, rate, consent, body. */
async function readCall(request: Request, b: Board, kind: Kind, switchedOn: boolean): Promise<Response | unknown> {
  if (request.method !== 'POST') return answer(405, { error: 'METHOD_NOT_ALLOWED' }, { Allow: 'POST' });
  if (!switchedOn) return answer(404, { error: 'NOT_SWITCHED_ON' });
  if (!fromThisSite(request)) return answer(403, { error: 'CROSS_SITE' });
  // Counted by the platform, so the allowance holds across every worker and host (and board-only ones).
  let wait: number | null;
  try {
    wait = await b.measurementAllowance.spend(kind, {
      site: b.site.key,
      locale: b.site.defaultLocale,
      clientAddress: visitorAddress(request),
      ...(request.headers.get('x-request-id') ? { requestId: request.headers.get('x-request-id')! } : {}),
    });
  } catch {
    b.trackingLogger.warn({ component: 'tracking', kind }, 'measurement allowance unavailable');
    return answer(503, { error: 'BUSY' }, { 'Retry-After': '30' });
  }
  if (wait !== null) return answer(429, { error: 'RATE_LIMITED' }, { 'Retry-After': String(wait) });
  // With the board's own banner the server sees the answer itself; a vendor's stays in the browser,
  // whose script sends only after it.
  if (b.trackingSetup.consent.provider === 'first-party') {
    const choices = decodeConsentChoices(readCookie(request.headers.get('cookie'), CONSENT_COOKIE));
    if (choices?.[SERVICE[kind]] !== true) return answer(403, { error: 'NO_CONSENT' });
  }
  if (
    !/^application\/json\b/i.test(request.headers.get('content-type') ?? '') &&
    !/^text\/plain\b/i.test(request.headers.get('content-type') ?? '')
  )
    return answer(415, { error: 'UNSUPPORTED_MEDIA_TYPE' });
  if (Number(request.headers.get('content-length') ?? '0') > MEASUREMENT_LIMITS.bodyBytes) return answer(413, { error: 'TOO_LARGE' });
  const text = await request.text().catch(() => null);
  if (text === null || Buffer.byteLength(text) > MEASUREMENT_LIMITS.bodyBytes) return answer(413, { error: 'TOO_LARGE' });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return answer(400, { error: 'INVALID_JSON' });
  }
}

/**
 * `POST /api/gmapi` — an event for the server-side measurement, forwarded (prefixed `ss_`, personal keys
 * dropped) to the site's collector through the worker's queue. Answers 202 at once; the page never waits
 * for the collector. Logs name the event and the problem, never a parameter.
 */
export async function handleGmapi(request: Request, b: Board): Promise<Response> {
  const url = b.trackingSetup.serverSide?.measurementUrl;
  const read = await readCall(request, b, 'measurement', Boolean(url));
  if (read instanceof Response) return read;
  const body = gmapiBody.safeParse(read);
  if (!body.success) return answer(400, { error: 'INVALID_BODY' });
  const event = measurementEvent(body.data.event, body.data.params, b.site.key);
  if (!event.ok) return refused(b, 'gmapi', event.problem);
  if (!b.measurementQueue.offer(url!, event.value)) return busy(b, 'gmapi');
  return answer(202, { ok: true });
}

/** `POST /api/conversionapi` — an enabled event for the conversion API (`event_name`, `custom_data`), forwarded as gmapi's. */
export async function handleConversionApi(request: Request, b: Board): Promise<Response> {
  const serverSide = b.trackingSetup.serverSide;
  const read = await readCall(request, b, 'conversion', Boolean(serverSide?.conversionUrl));
  if (read instanceof Response) return read;
  const body = conversionBody.safeParse(read);
  if (!body.success) return answer(400, { error: 'INVALID_BODY' });
  const event = conversionEvent(body.data.event_name, body.data.custom_data, b.site.key, serverSide?.conversionEvents ?? []);
  if (!event.ok) return refused(b, 'conversionapi', event.problem);
  if (!b.measurementQueue.offer(serverSide!.conversionUrl!, event.value)) return busy(b, 'conversionapi');
  return answer(202, { ok: true });
}

function refused(b: Board, endpoint: string, problem: string): Response {
  b.trackingLogger.info({ component: 'tracking', endpoint, problem }, 'measurement call refused');
  return answer(problem === 'EVENT_NOT_ENABLED' ? 404 : 400, { error: problem });
}

function busy(b: Board, endpoint: string): Response {
  b.trackingLogger.warn({ component: 'tracking', endpoint, held: b.measurementQueue.held() }, 'measurement queue full');
  return answer(503, { error: 'BUSY' }, { 'Retry-After': '30' });
}
