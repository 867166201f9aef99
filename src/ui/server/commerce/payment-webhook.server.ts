import type { PaymentNoticeAnswer } from '../../../application/platform/commerce/receive-payment-notice.use-case';

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
 * retrying; a failure answers 500 and Stripe delivers again later.
 */
export async function handlePaymentWebhook(
  request: Request,
  notices: { execute(input: { payload: string; signature: string }): Promise<PaymentNoticeAnswer> },
): Promise<Response> {
  if (request.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
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
  b: { readonly paymentNotices: Parameters<typeof handlePaymentWebhook>[1]; readonly logger: { error(o: object, m: string): void } },
): Promise<Response> {
  try {
    return await handlePaymentWebhook(request, b.paymentNotices);
  } catch (error) {
    b.logger.error({ err: error, component: 'commerce' }, 'payment notice failed');
    return plain(500, 'error');
  }
}
