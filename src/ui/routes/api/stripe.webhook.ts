import { createFileRoute } from '@tanstack/react-router';
import { board } from '../../server/board-context.server';
import { answerPaymentWebhook } from '../../server/commerce/payment-webhook.server';

/**
 * `/api/stripe/webhook`: Stripe's signed notices (server/commerce/payment-webhook.server.ts). A platform
 * path: a board-only process forwards it to the platform (platform-server.ts answers it the same way), so
 * the board's public address is the webhook URL in both topologies.
 */
export const Route = createFileRoute('/api/stripe/webhook')({
  server: { handlers: { POST: async ({ request }) => answerPaymentWebhook(request, await board()) } },
});
