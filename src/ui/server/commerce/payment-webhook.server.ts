import type { PaymentNoticeAnswer } from '../../../application/platform/commerce/receive-payment-notice.use-case';
import type { ReadOnlyMode } from '../../../application/platform/config-admin/config-admin-repository.port';

/** While the platform is read-only a notice is asked again later: Stripe retries for days, so nothing is lost. */
const READ_ONLY_RETRY_AFTER_S = 600;

/** A provider notice is a few kilobytes; anything far larger is not one. */
export const MAX_NOTICE_BYTES = 256 * 1024;

const plain = (status: number, text: string): Response =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The body as the provider signed it, byte for byte, or null past the bound (counted as it streams). */
async function rawBody(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_NOTICE_BYTES) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_NOTICE_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `/api/stripe/webhook` (POST): Stripe's notices. No session and no CSRF token — the signature over the
 * raw body is the only authority, checked by the use case. 400 for a forged, stale or unreadable notice
 * (Stripe shows it in its dashboard); 200 once handled or when it concerns nothing here, so Stripe stops
 * retrying; a failure answers 500 and Stripe delivers again later. While the platform is read-only: 503
 * with Retry-After, before anything is read, so the notice is delivered again once writes are back.
 */
export async function handlePaymentWebhook(
  request: Request,
  notices: { execute(input: { payload: string; signature: string }): Promise<PaymentNoticeAnswer> },
  readOnly: Pick<ReadOnlyMode, 'isOn'> | null = null,
): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (await readOnly?.isOn()) {
    const busy = plain(503, 'read-only');
    busy.headers.set('Retry-After', String(READ_ONLY_RETRY_AFTER_S));
    return busy;
  }
  const signature = request.headers.get('stripe-signature');
  if (!signature || signature.length > 4096) return plain(400, 'signature missing');
  const payload = await rawBody(request);
  if (payload === null) return plain(413, 'too large');
  const answer = await notices.execute({ payload, signature });
  if (answer.kind === 'refused') return plain(400, 'signature refused');
  return plain(200, 'ok');
}

/**
 * The webhook as both topologies serve it (the board's route, and a platform-only process): an unexpected
 * failure answers 500 without details, so Stripe delivers again; the log has the cause.
 */
export async function answerPaymentWebhook(
  request: Request,
  b: {
    readonly paymentNotices: Parameters<typeof handlePaymentWebhook>[1];
    readonly accounts: { readonly readOnly: Pick<ReadOnlyMode, 'isOn'> | null };
    readonly logger: { error(o: object, m: string): void };
  },
): Promise<Response> {
  try {
    return await handlePaymentWebhook(request, b.paymentNotices, b.accounts.readOnly);
  } catch (error) {
    b.logger.error({ err: error, component: 'commerce' }, 'payment notice failed');
    return plain(500, 'error');
  }
}
