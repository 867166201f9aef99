import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { handlePaymentWebhook } from '../../server/commerce/payment-webhook.server';

/**
 * `/api/stripe/webhook`: Stripe's signed notices (server/commerce/payment-webhook.server.ts). A platform
 * path: a board-only process forwards it, so the board's public address is the webhook URL in both
 * topologies. Unexpected failures answer 500 (Stripe retries); the log has them.
 */
const handle = async ({ request }: { request: Request }): Promise<Response> => {
  const b = await board();
  try {
    return await handlePaymentWebhook(request, b.paymentNotices);
  } catch (error) {
    b.logger.error({ err: error, component: 'commerce' }, 'payment notice failed');
    return new Response('error', { status: 500, headers: { 'Cache-Control': 'no-store' } });
  }
};

export const Route = createFileRoute('/api/stripe/webhook')({
  server: { handlers: { POST: handle } },
});
