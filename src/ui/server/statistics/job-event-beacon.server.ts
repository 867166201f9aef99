import { z } from 'zod';
import { countsAsView } from '../../../domain/job/job-views';
import { BEACON_KINDS } from '../../../domain/statistics/job-statistics';
import type { Board } from '../../../infrastructure/di/board';
import { visitorAddress } from '../../../infrastructure/di/visitor-address.module';
import { boardContextOf } from '../board-context.server';
import { ENTITY_ID } from '../../../domain/shared/entity-id';

const beacon = z.object({ jobId: z.string().regex(ENTITY_ID), kind: z.enum(BEACON_KINDS) }).strict();
/** A beacon is a few dozen bytes; anything longer is not one. */
const MAX_BODY = 256;

const answer = (status: number) => new Response(null, { status, headers: { 'Cache-Control': 'no-store' } });

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

/**
 * `POST /api/job-events`: a page's statistics beacon (`{ jobId, kind }`, kind view, apply_start or share),
 * sent without cookies' help and without consent because nothing about the visitor is kept. Counted even
 * when the page itself came from a cache. Bots by user agent are not counted. Answers 204 whether or not
 * it counted, so the answer tells nothing; a malformed beacon is 400, another site's 403.
 */
export async function handleJobEventBeacon(request: Request, b: Board): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!fromThisSite(request)) return answer(403);
  const text = await request.text();
  if (text.length > MAX_BODY) return answer(413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400);
  }
  const parsed = beacon.safeParse(body);
  if (!parsed.success) return answer(400);
  if (!countsAsView(request.headers.get('user-agent'))) return answer(204);
  const ctx = { ...boardContextOf(b, request.headers, b.site.defaultLocale), token: null, clientAddress: visitorAddress(request) };
  try {
    await b.reportJobEvent.execute(parsed.data, ctx);
  } catch (error) {
    // A statistic is not worth an error page: the visitor never sees this answer.
    b.logger.warn({ err: error, component: 'statistics', requestId: ctx.requestId }, 'job event not counted');
  }
  return answer(204);
}
